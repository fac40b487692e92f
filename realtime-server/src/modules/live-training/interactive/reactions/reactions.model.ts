import { Schema, type Connection, type Types } from 'mongoose';
import { REACTION_VALUES, type TReaction } from '@app/shared-types/live-training';
import { defineModel } from '../../../../db/define-model';
import { sessionSchema } from '../../session-schema';

/**
 * A session's reactions: one document per session (unique index), counts moved only by $inc, and
 * whether the instructor has them on (no document: on, nothing counted yet).
 */
export interface ISessionReactions {
  _id: Types.ObjectId;
  sessionId: Types.ObjectId;
  enabled: boolean;
  counts: Partial<Record<TReaction, number>>;
  /** Bumped by every change, so clients keep the newest counts. */
  revision: number;
}

const countsSchema = new Schema(Object.fromEntries(REACTION_VALUES.map((r) => [r, { type: Number, default: 0 }])), { _id: false });

const reactionsSchema = sessionSchema<ISessionReactions>(
  {
    enabled: { type: Boolean, default: true },
    counts: { type: countsSchema, default: () => ({}) },
    revision: { type: Number, default: 0 },
  },
  { collection: 'training_reactions', onePerSession: 'one_reactions_per_session' },
);

export const reactionsModel = defineModel<ISessionReactions>('TrainingReactions', reactionsSchema);

export function reactionsModels(db: Connection) {
  return { Reactions: reactionsModel(db) };
}
export type ReactionsModels = ReturnType<typeof reactionsModels>;
