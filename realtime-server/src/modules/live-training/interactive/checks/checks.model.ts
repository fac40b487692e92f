import { Schema, type Connection, type Types } from 'mongoose';
import { CPE_RULES, type TCheckOutcome, type TCheckSource } from '@app/shared-types/live-training/cpe/model';
import { defineModel } from '../../../../db/define-model';
import { requiredId, sessionSchema } from '../../session-schema';
import { maxChars } from '../../../../db/text-limits';

/** training_attendance_checks: every prompt pushed to a session's attendees. */
export interface ICheck {
  _id: Types.ObjectId;
  sessionId: Types.ObjectId;
  prompt: string;
  source: TCheckSource;
  /** The instructor who ran it (null for the server's scheduled checks). */
  openedBy: Types.ObjectId | null;
  openedAt: Date;
  closesAt: Date;
  windowSeconds: number;
  status: 'open' | 'closed';
  /** When its window closed (its silences were recorded then). */
  closedAt: Date | null;
  /** Names the check once: `manual:<id>` or `plan:<sessionId>:<n>` (a planned check runs once across nodes and retries). */
  key: string;
}

const checkSchema = sessionSchema<ICheck>(
  {
    prompt: { type: String, required: true, validate: maxChars(CPE_RULES.promptMax) },
    source: { type: String, enum: ['instructor', 'schedule'], required: true },
    openedBy: { type: Schema.Types.ObjectId, default: null },
    openedAt: { type: Date, required: true },
    closesAt: { type: Date, required: true },
    windowSeconds: { type: Number, required: true },
    status: { type: String, enum: ['open', 'closed'], default: 'open' },
    closedAt: { type: Date, default: null },
    key: { type: String, required: true },
  },
  { collection: 'training_attendance_checks', versionKey: false },
);
checkSchema.index({ key: 1 }, { unique: true, name: 'one_check_per_key' });
checkSchema.index({ sessionId: 1, openedAt: -1 });
// The sweep closing windows that have run out.
checkSchema.index({ status: 1, closesAt: 1 });

/**
 * training_check_ledger: append-only. One `response` per attendee per check (an answer in time, or
 * the silence recorded when the window closed: whichever is written first, by the unique index) and
 * at most one `late` row (an answer refused because it came after the window).
 */
export interface ILedgerEntry {
  _id: Types.ObjectId;
  checkId: Types.ObjectId;
  sessionId: Types.ObjectId;
  userId: Types.ObjectId;
  name: string;
  slot: 'response' | 'late';
  outcome: TCheckOutcome;
  /** The answer's arrival, or the window's close for a silence. */
  at: Date;
}

const ledgerSchema = new Schema<ILedgerEntry>(
  {
    checkId: requiredId,
    sessionId: requiredId,
    userId: requiredId,
    name: { type: String, required: true },
    slot: { type: String, enum: ['response', 'late'], required: true },
    outcome: { type: String, enum: ['answered', 'missed', 'late'], required: true },
    at: { type: Date, required: true },
  },
  { collection: 'training_check_ledger', versionKey: false },
);
ledgerSchema.index({ checkId: 1, userId: 1, slot: 1 }, { unique: true, name: 'one_response_per_attendee' });
ledgerSchema.index({ sessionId: 1, at: 1 });

/** training_check_plans: the random times of a CPE session's scheduled checks, made once when it goes live. */
export interface ICheckPlan {
  _id: Types.ObjectId;
  sessionId: Types.ObjectId;
  times: Date[];
  createdAt: Date;
}

const planSchema = sessionSchema<ICheckPlan>(
  {
    times: { type: [Date], required: true },
  },
  { collection: 'training_check_plans', timestamps: { createdAt: true, updatedAt: false }, versionKey: false, onePerSession: 'one_plan_per_session' },
);

/** training_cpe_awards: each attendee's final credits, stored when the program completes (the audit's "credits awarded"). */
export interface IAward {
  _id: Types.ObjectId;
  sessionId: Types.ObjectId;
  userId: Types.ObjectId;
  name: string;
  minutes: number;
  checksAnswered: number;
  checksMissed: number;
  credits: number;
  awardedAt: Date;
}

const awardSchema = sessionSchema<IAward>(
  {
    userId: requiredId,
    name: { type: String, required: true },
    minutes: { type: Number, required: true },
    checksAnswered: { type: Number, required: true },
    checksMissed: { type: Number, required: true },
    credits: { type: Number, required: true },
    awardedAt: { type: Date, required: true },
  },
  { collection: 'training_cpe_awards', versionKey: false },
);
awardSchema.index({ sessionId: 1, userId: 1 }, { unique: true, name: 'one_award_per_attendee' });

export const checkModel = defineModel<ICheck>('TrainingAttendanceCheck', checkSchema);
export const ledgerModel = defineModel<ILedgerEntry>('TrainingCheckLedger', ledgerSchema);
export const checkPlanModel = defineModel<ICheckPlan>('TrainingCheckPlan', planSchema);
export const awardModel = defineModel<IAward>('TrainingCpeAward', awardSchema);

export function checksModels(db: Connection) {
  return { Checks: checkModel(db), Ledger: ledgerModel(db), CheckPlans: checkPlanModel(db), Awards: awardModel(db) };
}
export type ChecksModels = ReturnType<typeof checksModels>;
