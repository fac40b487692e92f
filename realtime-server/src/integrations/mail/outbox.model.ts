import { Schema, type Types } from 'mongoose';
import { defineModel } from '../../db/define-model';

/** mail_outbox: every email the app sends without SMTP, so none is silently dropped (operators read it). */
export interface IOutboxMail {
  _id: Types.ObjectId;
  to: string;
  from: string;
  subject: string;
  text: string;
  /** The raw RFC 5322 message as nodemailer built it (attachments included). */
  raw: string;
  attachments: { filename: string; contentType: string; content: string }[];
  tags: string[];
  createdAt: Date;
}

const schema = new Schema<IOutboxMail>(
  {
    to: { type: String, required: true },
    from: { type: String, required: true },
    subject: { type: String, required: true },
    text: { type: String, default: '' },
    raw: { type: String, default: '' },
    attachments: { type: [{ filename: String, contentType: String, content: String, _id: false }], default: [] },
    tags: { type: [String], default: [] },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'mail_outbox' },
);
schema.index({ createdAt: -1 });
schema.index({ tags: 1, createdAt: -1 });

export const outboxModel = defineModel<IOutboxMail>('OutboxMail', schema);
