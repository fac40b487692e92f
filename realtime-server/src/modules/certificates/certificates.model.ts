import { Schema, type Types } from 'mongoose';
import { defineModel } from '../../db/define-model';

/**
 * certificates: one per member per CPE program, written once with everything printed on it (the
 * sponsor as configured then, the name as it was), so the PDF reads the same whenever it is made.
 */
export interface ICertificate {
  _id: Types.ObjectId;
  code: string;
  userId: Types.ObjectId;
  sessionId: Types.ObjectId;
  attendeeName: string;
  programTitle: string;
  fieldOfStudy: string;
  level: string;
  credits: number;
  deliveryMethod: string;
  sponsorName: string;
  sponsorId: string | null;
  sponsorContact: string;
  instructorName: string;
  completedAt: Date;
  timezone: string;
  issuedAt: Date;
}

const schema = new Schema<ICertificate>(
  {
    code: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    sessionId: { type: Schema.Types.ObjectId, required: true },
    attendeeName: { type: String, required: true },
    programTitle: { type: String, required: true },
    fieldOfStudy: { type: String, required: true },
    level: { type: String, required: true },
    credits: { type: Number, required: true },
    deliveryMethod: { type: String, required: true },
    sponsorName: { type: String, required: true },
    sponsorId: { type: String, default: null },
    sponsorContact: { type: String, required: true },
    instructorName: { type: String, required: true },
    completedAt: { type: Date, required: true },
    timezone: { type: String, required: true },
    issuedAt: { type: Date, required: true },
  },
  { collection: 'certificates', versionKey: false },
);
schema.index({ code: 1 }, { unique: true, name: 'one_certificate_per_code' });
// One certificate per member per program: a repeated award changes nothing.
schema.index({ sessionId: 1, userId: 1 }, { unique: true, name: 'one_certificate_per_attendee' });
schema.index({ userId: 1, issuedAt: -1 });

export const certificateModel = defineModel<ICertificate>('Certificate', schema);
