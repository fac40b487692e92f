import { Schema, type Connection, type Types } from 'mongoose';
import { LIVE_LIMITS, QUESTION_STATES, type TQuestionState, type TQuestionStatus } from '@app/shared-types/live-training';
import { defineModel } from '../../../../db/define-model';
import { requiredId, sessionSchema } from '../../session-schema';
import { maxChars } from '../../../../db/text-limits';

export interface IQuestion {
  _id: Types.ObjectId;
  sessionId: Types.ObjectId;
  question: string;
  /** Always stored (for `mine` and account deletion); never sent when `anonymous`. */
  askedBy: Types.ObjectId;
  askedByName: string;
  anonymous: boolean;
  status: TQuestionStatus;
  answer: string | null;
  answeredBy: Types.ObjectId | null;
  answeredByName: string | null;
  answeredAt: Date | null;
  upvotes: number;
  revision: number;
  pinned: boolean;
  hidden: boolean;
  /** Moderation (absent on older questions: visible). */
  state?: TQuestionState;
  dismissedAt?: Date | null;
  createdAt: Date;
}

const questionSchema = sessionSchema<IQuestion>(
  {
    question: { type: String, required: true, validate: maxChars(LIVE_LIMITS.questionMax) },
    askedBy: requiredId,
    askedByName: { type: String, required: true },
    anonymous: { type: Boolean, default: false },
    status: { type: String, enum: ['pending', 'answered'], default: 'pending' },
    answer: { type: String, default: null, validate: maxChars(LIVE_LIMITS.answerMax) },
    answeredBy: { type: Schema.Types.ObjectId, default: null },
    answeredByName: { type: String, default: null },
    answeredAt: { type: Date, default: null },
    upvotes: { type: Number, default: 0, min: 0 },
    revision: { type: Number, default: 0 },
    pinned: { type: Boolean, default: false },
    hidden: { type: Boolean, default: false },
    state: { type: String, enum: QUESTION_STATES, default: 'visible' },
    dismissedAt: { type: Date, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'training_questions' },
);
questionSchema.index({ sessionId: 1, createdAt: 1 });
// The latest questions first, and the most upvoted ones, of a session (bounded lists).
questionSchema.index({ sessionId: 1, createdAt: -1, _id: -1 });
questionSchema.index({ sessionId: 1, upvotes: -1 });
questionSchema.index({ askedBy: 1 });

export interface IQuestionUpvote {
  _id: Types.ObjectId;
  questionId: Types.ObjectId;
  sessionId: Types.ObjectId;
  userId: Types.ObjectId;
  createdAt: Date;
}

const questionUpvoteSchema = new Schema<IQuestionUpvote>(
  {
    questionId: requiredId,
    sessionId: requiredId,
    userId: requiredId,
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'training_question_upvotes' },
);
// One upvote per member per question; a second call removes it.
questionUpvoteSchema.index({ questionId: 1, userId: 1 }, { unique: true, name: 'one_upvote_per_user' });
questionUpvoteSchema.index({ userId: 1, sessionId: 1 });

export const questionModel = defineModel<IQuestion>('TrainingQuestion', questionSchema);
export const questionUpvoteModel = defineModel<IQuestionUpvote>('TrainingQuestionUpvote', questionUpvoteSchema);

/** A session's Q&A switches (no document: no review, nothing highlighted). */
export interface IQaSettings {
  _id: Types.ObjectId;
  sessionId: Types.ObjectId;
  moderation: boolean;
  nowAnswering: Types.ObjectId | null;
}

const qaSettingsSchema = sessionSchema<IQaSettings>(
  {
    moderation: { type: Boolean, default: false },
    nowAnswering: { type: Schema.Types.ObjectId, default: null },
  },
  { collection: 'training_qa_settings', onePerSession: 'one_qa_settings_per_session' },
);

export const qaSettingsModel = defineModel<IQaSettings>('TrainingQaSettings', qaSettingsSchema);

export function questionsModels(db: Connection) {
  return { Questions: questionModel(db), Upvotes: questionUpvoteModel(db), QaSettings: qaSettingsModel(db) };
}

/** Everybody in the session may see it: not hidden, and neither waiting for review nor dismissed. */
export const seenByAll = (q: Pick<IQuestion, 'hidden' | 'state'>) => !q.hidden && (q.state ?? 'visible') === 'visible';
export type QuestionsModels = ReturnType<typeof questionsModels>;
