import { Schema } from 'mongoose';
import { CONTACT_STATUSES, CONTACT_TEXT_LIMITS as L, SERVICE_INTERESTS, type TContactMessage } from '@app/shared-types/contact';
import { defineModel } from '../../db/define-model';
import { limitedString, nullableString } from '../../db/text-limits';
import type { StoredShape } from '../../db/stored-shape';

/** contact_messages (spec 000 `contacts`) plus the inbox workflow and the signed-in sender. */
export type IContactMessage = StoredShape<TContactMessage, 'readAt' | 'handledAt' | 'createdAt'>;

const schema = new Schema<IContactMessage>(
  {
    firstName: limitedString(L.firstName, true),
    lastName: limitedString(L.lastName, true),
    email: limitedString(L.email, true),
    phone: nullableString(L.phone),
    serviceInterest: { type: String, enum: [...SERVICE_INTERESTS, null], default: null },
    message: limitedString(L.message, true),
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
