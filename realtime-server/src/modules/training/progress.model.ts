import { Schema, type Types } from 'mongoose';
import { defineModel } from '../../db/define-model';
import { maxChars } from '../../db/text-limits';
import { TRAINING_LIMITS as MAX } from '@app/shared-types/training';

/** A member's progress through one training module: lessons done and where they left off. */
export interface IModuleProgress {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  moduleId: string;
  completedLessonIds: string[];
  lastLessonId: string | null;
  completedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const schema = new Schema<IModuleProgress>(
  {
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    moduleId: { type: String, required: true, validate: maxChars(MAX.id) },
    completedLessonIds: { type: [String], default: [] },
    lastLessonId: { type: String, default: null, validate: maxChars(MAX.id) },
    completedAt: { type: Date, default: null },
  },
  { timestamps: true, collection: 'training_progress' },
);
schema.index({ userId: 1, moduleId: 1 }, { unique: true, name: 'one_progress_per_module' });

export const moduleProgressModel = defineModel<IModuleProgress>('TrainingProgress', schema);
