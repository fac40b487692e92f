import type { Connection, Types } from 'mongoose';
import { BREAKOUT_SIZES, LIVE_LIMITS, type TBreakoutSize } from '@app/shared-types/live-training';
import { defineModel } from '../../../../db/define-model';
import { requiredId, sessionSchema } from '../../session-schema';
import { maxChars } from '../../../../db/text-limits';

export interface IBreakoutRoom {
  _id: Types.ObjectId;
  sessionId: Types.ObjectId;
  name: string;
  topic: string | null;
  maxParticipants: TBreakoutSize;
  status: 'active' | 'closed';
  joinUrl: string;
  createdBy: Types.ObjectId;
  createdAt: Date;
  closedAt: Date | null;
}

const breakoutRoomSchema = sessionSchema<IBreakoutRoom>(
  {
    name: { type: String, required: true, validate: maxChars(LIVE_LIMITS.breakoutNameMax + 4) },
    topic: { type: String, default: null, validate: maxChars(LIVE_LIMITS.breakoutTopicMax) },
    maxParticipants: { type: Number, enum: BREAKOUT_SIZES, required: true },
    status: { type: String, enum: ['active', 'closed'], default: 'active' },
    joinUrl: { type: String, required: true, validate: maxChars(LIVE_LIMITS.urlMax) },
    createdBy: requiredId,
    closedAt: { type: Date, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'training_breakout_rooms' },
);
breakoutRoomSchema.index({ sessionId: 1, status: 1, createdAt: 1 });

/**
 * A member's place in a breakout room. Both rules are the store's own unique indexes, so they hold
 * under any concurrency and on several app nodes: one seat per (session, user), and a room's seats
 * are numbered 0..maxParticipants-1 with each number taken once. Moving to another room is one
 * update of this document, so nobody ever holds two seats.
 */
export interface IBreakoutSeat {
  _id: Types.ObjectId;
  sessionId: Types.ObjectId;
  userId: Types.ObjectId;
  roomId: Types.ObjectId;
  slot: number;
  /** Denormalised display name for the room's participant list. */
  name: string;
  joinedAt: Date;
}

const breakoutSeatSchema = sessionSchema<IBreakoutSeat>(
  {
    userId: requiredId,
    roomId: requiredId,
    slot: { type: Number, required: true, min: 0 },
    name: { type: String, required: true },
    joinedAt: { type: Date, required: true },
  },
  { collection: 'training_breakout_seats' },
);
breakoutSeatSchema.index({ sessionId: 1, userId: 1 }, { unique: true, name: 'one_seat_per_user' });
breakoutSeatSchema.index({ roomId: 1, slot: 1 }, { unique: true, name: 'one_member_per_slot' });
breakoutSeatSchema.index({ userId: 1 });

/**
 * The timer of a session's open breakout rooms (one per session, unique index): they close at
 * `endsAt`, everybody seeing a countdown for the last minute. Whoever closes them deletes it in
 * the same step (conditional on `endsAt` having passed), so the rooms close once.
 */
export interface IBreakoutTimer {
  _id: Types.ObjectId;
  sessionId: Types.ObjectId;
  endsAt: Date;
}

const breakoutTimerSchema = sessionSchema<IBreakoutTimer>(
  {
    endsAt: { type: Date, required: true },
  },
  { collection: 'training_breakout_timers', onePerSession: 'one_timer_per_session' },
);
breakoutTimerSchema.index({ endsAt: 1 });

export const breakoutRoomModel = defineModel<IBreakoutRoom>('TrainingBreakoutRoom', breakoutRoomSchema);
export const breakoutSeatModel = defineModel<IBreakoutSeat>('TrainingBreakoutSeat', breakoutSeatSchema);
export const breakoutTimerModel = defineModel<IBreakoutTimer>('TrainingBreakoutTimer', breakoutTimerSchema);

export function breakoutsModels(db: Connection) {
  return { Rooms: breakoutRoomModel(db), Seats: breakoutSeatModel(db), Timers: breakoutTimerModel(db) };
}
export type BreakoutsModels = ReturnType<typeof breakoutsModels>;
