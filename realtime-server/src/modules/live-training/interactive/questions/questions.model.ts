import { Schema, type Connection, type Types } from 'mongoose';
import { LIVE_LIMITS, type TQuestionStatus } from '@app/shared-types/live-training';
import { defineModel } from '../../../../db/define-model';
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
  createdAt: Date;
}

const questionSchema = new Schema<IQuestion>(
  {
    sessionId: { type: Schema.Types.ObjectId, required: true },
    question: { type: String, required: true, validate: maxChars(LIVE_LIMITS.questionMax) },
    askedBy: { type: Schema.Types.ObjectId, required: true },
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
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'training_questions' },
);
questionSchema.index({ sessionId: 1, createdAt: 1 });
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
    questionId: { type: Schema.Types.ObjectId, required: true },
    sessionId: { type: Schema.Types.ObjectId, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'training_question_upvotes' },
);
// One upvote per member per question; a second call removes it.
questionUpvoteSchema.index({ questionId: 1, userId: 1 }, { unique: true, name: 'one_upvote_per_user' });
questionUpvoteSchema.index({ userId: 1, sessionId: 1 });

export const questionModel = defineModel<IQuestion>('TrainingQuestion', questionSchema);
export const questionUpvoteModel = defineModel<IQuestionUpvote>('TrainingQuestionUpvote', questionUpvoteSchema);

export function questionsModels(db: Connection) {
  return { Questions: questionModel(db), Upvotes: questionUpvoteModel(db) };
}
export type QuestionsModels = ReturnType<typeof questionsModels>;
