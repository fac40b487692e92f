import type { Connection, Types } from 'mongoose';
import { defineModel } from '../../../../db/define-model';
import { requiredId, sessionSchema } from '../../session-schema';

/**
 * A raised hand. The unique (session, user) index makes raising idempotent under any concurrency
 * (a double click, two tabs, two nodes): a member is in the queue once. The queue's order is
 * `raisedAt` (the app's clock), then the document id.
 */
export interface IHand {
  _id: Types.ObjectId;
  sessionId: Types.ObjectId;
  userId: Types.ObjectId;
  /** Denormalised display name for the instructor's queue. */
  name: string;
  raisedAt: Date;
}

const handSchema = sessionSchema<IHand>(
  {
    userId: requiredId,
    name: { type: String, required: true },
    raisedAt: { type: Date, required: true },
  },
  { collection: 'training_hands' },
);
handSchema.index({ sessionId: 1, userId: 1 }, { unique: true, name: 'one_hand_per_user' });
handSchema.index({ sessionId: 1, raisedAt: 1, _id: 1 });
handSchema.index({ userId: 1 });

export const handModel = defineModel<IHand>('TrainingHand', handSchema);

export function handsModels(db: Connection) {
  return { Hands: handModel(db) };
}
export type HandsModels = ReturnType<typeof handsModels>;
