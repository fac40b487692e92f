import { Schema, type Types } from 'mongoose';
import type { TCertificate } from '@app/shared-types/certificates';
import { defineModel } from '../../db/define-model';
import type { StoredShape } from '../../db/stored-shape';

/**
 * certificates: one per member per CPE program, written once with everything printed on it (the
 * sponsor as configured then, the name as it was), so the PDF reads the same whenever it is made.
 */
export type ICertificate = StoredShape<TCertificate, 'completedAt' | 'issuedAt', 'sessionId'> & {
  userId: Types.ObjectId;
  sponsorContact: string;
  instructorName: string;
  /** The IANA zone the dates are printed in. */
  timezone: string;
};

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
