import type { Types } from 'mongoose';
import { defineModel } from '../../../db/define-model';
import { requiredId, sessionSchema } from '../session-schema';

/**
 * training_attendance_visits: one row per finished visit of a registrant to a live session's room
 * (arrival, departure, seconds), appended when attendance.ts closes the visit. Leave/return gaps are
 * the time between a row's `to` and the next row's `from`: the audit evidence of attendance minutes.
 */
export interface IVisit {
  _id: Types.ObjectId;
  sessionId: Types.ObjectId;
  userId: Types.ObjectId;
  from: Date;
  to: Date;
  seconds: number;
}

const schema = sessionSchema<IVisit>(
  {
    userId: requiredId,
    from: { type: Date, required: true },
    to: { type: Date, required: true },
    seconds: { type: Number, required: true, min: 0 },
  },
  { collection: 'training_attendance_visits', versionKey: false },
);
// A visit is closed once (the registration's conditional update); the index makes a retry harmless too.
schema.index({ sessionId: 1, userId: 1, from: 1 }, { unique: true, name: 'one_row_per_visit' });

export const visitModel = defineModel<IVisit>('TrainingAttendanceVisit', schema);
