import { Schema, type Types } from 'mongoose';
import { REGISTRATION_STATUSES, type TRegistrationStatus } from '@app/shared-types/live-training';
import { defineModel } from '../../../db/define-model';

/** training_registrations (spec 000 section 3), plus `presentSince` for attendance from presence. */
export interface IRegistration {
  _id: Types.ObjectId;
  sessionId: Types.ObjectId;
  userId: Types.ObjectId;
  registeredAt: Date;
  /** 'registered' and 'attended' hold a seat; 'cancelled' gave it back (the row is reused on re-registering). */
  status: TRegistrationStatus;
  zoomRegistrantId: string | null;
  zoomJoinUrl: string | null;
  /** First arrival in the live session's room. */
  joinedAt: Date | null;
  /** Last departure. */
  leftAt: Date | null;
  /**
   * Start of the visit in progress (null when not in the room). Closing a visit is one update
   * conditioned on this exact value, so two app nodes never add the same visit twice.
   */
  presentSince: Date | null;
  /** Seconds in the live session's room, summed over visits. */
  attendanceDuration: number;
  completed: boolean;
  feedbackRating: number | null;
  feedbackComments: string | null;
  certificateIssued: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const schema = new Schema<IRegistration>(
  {
    sessionId: { type: Schema.Types.ObjectId, ref: 'LiveTrainingSession', required: true },
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    registeredAt: { type: Date, default: () => new Date() },
    status: { type: String, enum: REGISTRATION_STATUSES, default: 'registered' },
    zoomRegistrantId: { type: String, default: null },
    zoomJoinUrl: { type: String, default: null },
    joinedAt: { type: Date, default: null },
    leftAt: { type: Date, default: null },
    presentSince: { type: Date, default: null },
    attendanceDuration: { type: Number, default: 0, min: 0 },
    completed: { type: Boolean, default: false },
    feedbackRating: { type: Number, default: null, min: 1, max: 5 },
    feedbackComments: { type: String, default: null },
    certificateIssued: { type: Boolean, default: false },
  },
  { timestamps: true, collection: 'training_registrations' },
);
// One registration per (session, user): a double click or two tabs cannot take two seats.
schema.index({ sessionId: 1, userId: 1 }, { unique: true, name: 'session_user_unique' });
schema.index({ userId: 1 });

export const registrationModel = defineModel<IRegistration>('TrainingRegistration', schema);

/** Statuses that hold a seat. */
export const SEAT_HOLDING: TRegistrationStatus[] = ['registered', 'attended'];
