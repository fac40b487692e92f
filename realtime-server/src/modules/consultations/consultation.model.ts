import { Schema, type Types } from 'mongoose';
import {
  CONSULTATION_CATEGORIES,
  CONSULTATION_KINDS,
  CONSULTATION_LIMITS as L,
  CONSULTATION_PRIORITIES,
  CONSULTATION_STATUSES,
  type TConsultation,
} from '@app/shared-types/consultations/model';
import { defineModel } from '../../db/define-model';
import { maxChars } from '../../db/text-limits';
import type { StoredShape } from '../../db/stored-shape';

/** consultations (spec 000 section 3), plus what booking needs: owner, start instant, duration, status. */
export type IConsultation = StoredShape<TConsultation, 'startsAt' | 'createdAt' | 'updatedAt', 'userId'> & {
  /** Whether this booking holds slot claims (see slot-claim.model.ts). */
  holdsSlot: boolean;
  /** The plan month (yyyy-MM, firm time) it was counted against, or null when not counted. */
  countedMonth: string | null;
};

const schema = new Schema<IConsultation>(
  {
    kind: { type: String, enum: CONSULTATION_KINDS, required: true },
    userId: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    firstName: { type: String, required: true, validate: maxChars(L.name) },
    lastName: { type: String, required: true, validate: maxChars(L.name) },
    email: { type: String, required: true, validate: maxChars(L.email) },
    phone: { type: String, default: null, validate: maxChars(L.phone) },
    companyName: { type: String, default: null, validate: maxChars(L.companyName) },
    serviceType: { type: String, enum: CONSULTATION_CATEGORIES, required: true },
    title: { type: String, default: null, validate: maxChars(L.title) },
    preferredDate: { type: String, default: null },
    preferredTime: { type: String, default: null },
    startsAt: { type: Date, default: null },
    duration: { type: Number, required: true },
    meetingType: { type: String, enum: ['phone'], default: 'phone' },
    priority: { type: String, enum: CONSULTATION_PRIORITIES, default: 'medium' },
    message: { type: String, default: null, validate: maxChars(L.message) },
    status: { type: String, enum: CONSULTATION_STATUSES, default: 'scheduled' },
    hasConflict: { type: Boolean, default: false },
    holdsSlot: { type: Boolean, default: false },
    countedMonth: { type: String, default: null },
    rating: { type: Number, default: null, min: 1, max: 5 },
    outcome: { type: String, default: null, validate: maxChars(L.outcome) },
    calendarEventId: { type: String, default: null },
    sequence: { type: Number, default: 0 },
  },
  { timestamps: true, collection: 'consultations' },
);
schema.index({ userId: 1, startsAt: 1 });
schema.index({ startsAt: 1 });
schema.index({ serviceType: 1, startsAt: 1 });

export const consultationModel = defineModel<IConsultation>('Consultation', schema);

/**
 * consultation_slot_claims: one document per 15-minute block a booking occupies (its time plus the
 * buffer after it), keyed by the block's instant. The unique _id is what makes double booking
 * impossible: of any number of concurrent bookings touching a block, the database lets one insert it.
 */
export interface ISlotClaim {
  _id: string;
  consultationId: Types.ObjectId;
}
const claimSchema = new Schema<ISlotClaim>({ _id: { type: String, required: true }, consultationId: { type: Schema.Types.ObjectId, required: true } }, { collection: 'consultation_slot_claims', versionKey: false });
claimSchema.index({ consultationId: 1 });
export const slotClaimModel = defineModel<ISlotClaim>('ConsultationSlotClaim', claimSchema);

/** consultation_allowances: a member's consultations counted per plan month; one conditional $inc keeps it exact. */
export interface IAllowance {
  _id: string;
  used: number;
}
const allowanceSchema = new Schema<IAllowance>({ _id: { type: String, required: true }, used: { type: Number, default: 0 } }, { collection: 'consultation_allowances', versionKey: false });
export const allowanceModel = defineModel<IAllowance>('ConsultationAllowance', allowanceSchema);
