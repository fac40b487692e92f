import { Schema, type Connection, type Types } from 'mongoose';
import { LIVE_LIMITS, POLL_KIND_LIMITS, POLL_KINDS, POLL_RESULTS_VISIBILITY, type TPoll, type TPollKind } from '@app/shared-types/live-training';
import { defineModel } from '../../../../db/define-model';
import { requiredId, sessionSchema } from '../../session-schema';
import { maxChars } from '../../../../db/text-limits';

/** A poll as stored: the shared TPoll's question and settings, and the tally behind its results. */
export type IPoll = Pick<TPoll, 'question' | 'options' | 'allowMultiple' | 'anonymous' | 'resultsVisibility' | 'isActive'> & {
  _id: Types.ObjectId;
  sessionId: Types.ObjectId;
  /** Absent on polls made before kinds existed: read as 'multiple' when allowMultiple, else 'single'. */
  kind?: TPollKind;
  /**
   * The tally, moved only by $inc together with the vote documents: people per option (single,
   * multiple, quiz), people per rating 1-5 (rating, five counters), Borda points per option
   * (ranking); none for word clouds (their terms are counted in `terms`) and open text.
   */
  counts: number[];
  /**
   * Word cloud: people per term, keyed by termKey(term) (poll-results.ts), moved by the same $inc as
   * the voters and revision. Absent until the first answer; terms dropped to 0 stay as 0.
   */
  terms?: Record<string, number>;
  /** People who voted (a multiple-choice voter counts once). */
  totalVoters: number;
  /** Bumped by every write to the tally, so clients can drop stale broadcasts. */
  revision: number;
  createdBy: Types.ObjectId;
  createdAt: Date;
  closedAt: Date | null;
  /** When it opened by the app's clock (quiz speed and timer). */
  openedAt?: Date;
  /** Quiz: the right option, and whether everybody has been shown it. */
  correctIndex?: number | null;
  revealed?: boolean;
  timerSeconds?: number | null;
  /** Quiz with a timer: no vote counts from then on, and the poll is closed at the first occasion. */
  closesAt?: Date | null;
};

const pollSchema = sessionSchema<IPoll>(
  {
    question: { type: String, required: true, validate: maxChars(LIVE_LIMITS.pollQuestionMax) },
    options: { type: [{ type: String, validate: maxChars(LIVE_LIMITS.pollOptionMax) }], required: true },
    allowMultiple: { type: Boolean, default: false },
    anonymous: { type: Boolean, default: false },
    resultsVisibility: { type: String, enum: POLL_RESULTS_VISIBILITY, default: 'live' },
    isActive: { type: Boolean, default: true },
    counts: { type: [Number], required: true },
    terms: { type: Schema.Types.Mixed },
    totalVoters: { type: Number, default: 0 },
    revision: { type: Number, default: 0 },
    createdBy: requiredId,
    closedAt: { type: Date, default: null },
    kind: { type: String, enum: POLL_KINDS },
    openedAt: { type: Date },
    correctIndex: { type: Number, default: null },
    revealed: { type: Boolean, default: false },
    timerSeconds: { type: Number, default: null },
    closesAt: { type: Date, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'training_polls' },
);
pollSchema.index({ sessionId: 1, createdAt: -1 });
// The timer sweep: open polls whose time is up.
pollSchema.index({ isActive: 1, closesAt: 1 });

export interface IPollVote {
  _id: Types.ObjectId;
  pollId: Types.ObjectId;
  sessionId: Types.ObjectId;
  userId: Types.ObjectId;
  /** Denormalised for the instructors' voter list (no user lookups when reading results). */
  username: string;
  /** Likewise: first and last name, else the username, as the voter was named when voting (absent on older votes). */
  displayName?: string | null;
  /** Chosen options; [rating] for a rating; the options best first for a ranking; [] for typed answers. */
  optionIndexes: number[];
  /** Word cloud and open text: the answer as typed. */
  text?: string | null;
  /** Word cloud: the answer as counted (normaliseTerm). */
  term?: string | null;
  /** By the app's clock: when the answer was given (a quiz answer's speed). */
  answeredAt?: Date;
  /** Changes with every write: a change of vote only lands on the version it was computed from. */
  nonce: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
}

const pollVoteSchema = new Schema<IPollVote>(
  {
    pollId: requiredId,
    sessionId: requiredId,
    userId: requiredId,
    username: { type: String, required: true },
    displayName: { type: String, default: null },
    optionIndexes: { type: [Number], required: true },
    text: { type: String, default: null, validate: maxChars(POLL_KIND_LIMITS.openAnswerMax) },
    term: { type: String, default: null },
    answeredAt: { type: Date },
    nonce: requiredId,
  },
  { timestamps: true, collection: 'training_poll_votes' },
);
// One vote per member per poll, enforced by the store itself.
pollVoteSchema.index({ pollId: 1, userId: 1 }, { unique: true, name: 'one_vote_per_user' });
pollVoteSchema.index({ userId: 1 });
// Open-text answers, newest first, a page at a time.
pollVoteSchema.index({ pollId: 1, updatedAt: -1, _id: -1 });

/** Whether the session's quiz leaderboard is shown to everybody (no document: hidden). */
export interface IQuizBoard {
  _id: Types.ObjectId;
  sessionId: Types.ObjectId;
  shown: boolean;
}

const quizBoardSchema = sessionSchema<IQuizBoard>({ shown: { type: Boolean, default: false } }, { collection: 'training_quiz_boards', onePerSession: 'one_board_per_session' });

export const pollModel = defineModel<IPoll>('TrainingPoll', pollSchema);
export const pollVoteModel = defineModel<IPollVote>('TrainingPollVote', pollVoteSchema);
export const quizBoardModel = defineModel<IQuizBoard>('TrainingQuizBoard', quizBoardSchema);

export function pollsModels(db: Connection) {
  return { Polls: pollModel(db), Votes: pollVoteModel(db), QuizBoards: quizBoardModel(db) };
}

/** A stored poll's kind (polls made before kinds existed have none). */
export const kindOf = (poll: Pick<IPoll, 'kind' | 'allowMultiple'>): TPollKind => poll.kind ?? (poll.allowMultiple ? 'multiple' : 'single');
export type PollsModels = ReturnType<typeof pollsModels>;
