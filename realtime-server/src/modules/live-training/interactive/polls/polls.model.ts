import { Schema, type Connection, type Types } from 'mongoose';
import { LIVE_LIMITS, POLL_RESULTS_VISIBILITY, type TPollResultsVisibility } from '@app/shared-types/live-training';
import { defineModel } from '../../../../db/define-model';
import { maxChars } from '../../../../db/text-limits';

export interface IPoll {
  _id: Types.ObjectId;
  sessionId: Types.ObjectId;
  question: string;
  options: string[];
  allowMultiple: boolean;
  anonymous: boolean;
  resultsVisibility: TPollResultsVisibility;
  isActive: boolean;
  /** People per option, same order as `options`; moved only by $inc together with the vote documents. */
  counts: number[];
  /** People who voted (a multiple-choice voter counts once). */
  totalVoters: number;
  /** Bumped by every write to the tally, so clients can drop stale broadcasts. */
  revision: number;
  createdBy: Types.ObjectId;
  createdAt: Date;
  closedAt: Date | null;
}

const pollSchema = new Schema<IPoll>(
  {
    sessionId: { type: Schema.Types.ObjectId, required: true },
    question: { type: String, required: true, validate: maxChars(LIVE_LIMITS.pollQuestionMax) },
    options: { type: [{ type: String, validate: maxChars(LIVE_LIMITS.pollOptionMax) }], required: true },
    allowMultiple: { type: Boolean, default: false },
    anonymous: { type: Boolean, default: false },
    resultsVisibility: { type: String, enum: POLL_RESULTS_VISIBILITY, default: 'live' },
    isActive: { type: Boolean, default: true },
    counts: { type: [Number], required: true },
    totalVoters: { type: Number, default: 0 },
    revision: { type: Number, default: 0 },
    createdBy: { type: Schema.Types.ObjectId, required: true },
    closedAt: { type: Date, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'training_polls' },
);
pollSchema.index({ sessionId: 1, createdAt: -1 });

export interface IPollVote {
  _id: Types.ObjectId;
  pollId: Types.ObjectId;
  sessionId: Types.ObjectId;
  userId: Types.ObjectId;
  /** Denormalised for the instructors' voter list (no user lookups when reading results). */
  username: string;
  /** Likewise: first and last name, else the username, as the voter was named when voting (absent on older votes). */
  displayName?: string | null;
  optionIndexes: number[];
  /** Changes with every write: a change of vote only lands on the version it was computed from. */
  nonce: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
}

const pollVoteSchema = new Schema<IPollVote>(
  {
    pollId: { type: Schema.Types.ObjectId, required: true },
    sessionId: { type: Schema.Types.ObjectId, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    username: { type: String, required: true },
    displayName: { type: String, default: null },
    optionIndexes: { type: [Number], required: true },
    nonce: { type: Schema.Types.ObjectId, required: true },
  },
  { timestamps: true, collection: 'training_poll_votes' },
);
// One vote per member per poll, enforced by the store itself.
pollVoteSchema.index({ pollId: 1, userId: 1 }, { unique: true, name: 'one_vote_per_user' });
pollVoteSchema.index({ userId: 1 });

export const pollModel = defineModel<IPoll>('TrainingPoll', pollSchema);
export const pollVoteModel = defineModel<IPollVote>('TrainingPollVote', pollVoteSchema);

export function pollsModels(db: Connection) {
  return { Polls: pollModel(db), Votes: pollVoteModel(db) };
}
export type PollsModels = ReturnType<typeof pollsModels>;
