import { Schema } from 'mongoose';
import { CONTACT_STATUSES, CONTACT_TEXT_LIMITS as L, SERVICE_INTERESTS, type TContactMessage } from '@app/shared-types/contact';
import { defineModel } from '../../db/define-model';
import { maxChars } from '../../db/text-limits';
import type { StoredShape } from '../../db/stored-shape';

/** contact_messages (spec 000 `contacts`) plus the inbox workflow and the signed-in sender. */
export type IContactMessage = StoredShape<TContactMessage, 'readAt' | 'handledAt' | 'createdAt'>;

const schema = new Schema<IContactMessage>(
  {
    firstName: { type: String, required: true, validate: maxChars(L.firstName) },
    lastName: { type: String, required: true, validate: maxChars(L.lastName) },
    email: { type: String, required: true, validate: maxChars(L.email) },
    phone: { type: String, default: null, validate: maxChars(L.phone) },
    serviceInterest: { type: String, enum: [...SERVICE_INTERESTS, null], default: null },
    message: { type: String, required: true, validate: maxChars(L.message) },
    isUrgent: { type: Boolean, default: false },
    smsOptIn: { type: Boolean, default: false },
    userId: { type: String, default: null },
    status: { type: String, enum: CONTACT_STATUSES, default: 'new' },
    readAt: { type: Date, default: null },
    handledAt: { type: Date, default: null },
    handledBy: { type: String, default: null },
  },
  { collection: 'contact_messages', timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);
schema.index({ createdAt: -1, _id: -1 });
schema.index({ status: 1, createdAt: -1 });
schema.index({ smsOptIn: 1, createdAt: -1 });

export const contactMessageModel = defineModel<IContactMessage>('ContactMessage', schema);
