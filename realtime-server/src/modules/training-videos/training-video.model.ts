import { Schema } from 'mongoose';
import {
  TRAINING_VIDEO_CATEGORIES,
  TRAINING_VIDEO_TIERS,
  TRAINING_VIDEO_URL_MAX,
  TRAINING_VIDEO_TITLE_MAX,
  TRAINING_VIDEO_DESCRIPTION_MAX,
  type TTrainingVideo,
} from '@app/shared-types/training-videos';
import { defineModel } from '../../db/define-model';
import { maxChars } from '../../db/text-limits';
import type { StoredShape } from '../../db/stored-shape';

export type ITrainingVideo = StoredShape<TTrainingVideo, 'createdAt'>;

const schema = new Schema<ITrainingVideo>(
  {
    title: { type: String, required: true, validate: maxChars(TRAINING_VIDEO_TITLE_MAX) },
    description: { type: String, default: null, validate: maxChars(TRAINING_VIDEO_DESCRIPTION_MAX) },
    videoUrl: { type: String, required: true, validate: maxChars(TRAINING_VIDEO_URL_MAX) },
    captionsUrl: { type: String, default: null, validate: maxChars(TRAINING_VIDEO_URL_MAX) },
    transcriptUrl: { type: String, default: null, validate: maxChars(TRAINING_VIDEO_URL_MAX) },
    category: { type: String, enum: TRAINING_VIDEO_CATEGORIES, required: true },
    isPublic: { type: Boolean, default: false },
    requiredTier: { type: String, enum: TRAINING_VIDEO_TIERS, default: 'free' },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'training_videos' },
);
schema.index({ createdAt: -1 });

export const trainingVideoModel = defineModel<ITrainingVideo>('TrainingVideo', schema);
