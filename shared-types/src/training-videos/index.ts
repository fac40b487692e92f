import { z } from 'zod';
import '../zod-messages';
import {
  TRAINING_VIDEO_CATEGORIES,
  TRAINING_VIDEO_DESCRIPTION_MAX,
  TRAINING_VIDEO_MESSAGES,
  TRAINING_VIDEO_TIERS,
  TRAINING_VIDEO_TITLE_MAX,
  isMediaUrl,
  type TTrainingVideo,
} from './library';

/** Schemas of the training-videos API; the plain constants and types live in ./library. */
export * from './library';

const mediaUrl = (message: string) =>
  z.string({ error: message }).trim().refine(isMediaUrl, { message });

/** Optional media url: '' / null / missing all mean "none" and are stored as null. */
const optionalMediaUrl = (message: string) =>
  z
    .union([z.literal(''), z.null(), mediaUrl(message)])
    .optional()
    .transform((v) => (v ? v : null));

export const ZTrainingVideoCategory = z.enum(TRAINING_VIDEO_CATEGORIES, { error: TRAINING_VIDEO_MESSAGES.categoryRequired });
export const ZTrainingVideoTier = z.enum(TRAINING_VIDEO_TIERS);

/** A training video as the API returns it (dates as ISO strings, `id` a string). */
export const ZTrainingVideo = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  videoUrl: z.string(),
  captionsUrl: z.string().nullable(),
  transcriptUrl: z.string().nullable(),
  category: ZTrainingVideoCategory,
  isPublic: z.boolean(),
  requiredTier: ZTrainingVideoTier,
  createdAt: z.string(),
});

// The schema and the plain type must describe the same object.
type TSame<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _sameShape: TSame<z.infer<typeof ZTrainingVideo>, TTrainingVideo> = true;
void _sameShape;

/** Body of `POST /api/training-videos` (operator or instructor). Used by the server route and any admin form. */
const trainingVideoFields = {
  title: z
    .string({ error: TRAINING_VIDEO_MESSAGES.titleRequired })
    .trim()
    .min(1, TRAINING_VIDEO_MESSAGES.titleRequired)
    .max(TRAINING_VIDEO_TITLE_MAX, `Title must be at most ${TRAINING_VIDEO_TITLE_MAX} characters`),
  description: z
    .string()
    .trim()
    .max(TRAINING_VIDEO_DESCRIPTION_MAX, `Description must be at most ${TRAINING_VIDEO_DESCRIPTION_MAX} characters`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
  videoUrl: mediaUrl(TRAINING_VIDEO_MESSAGES.videoUrl),
  captionsUrl: optionalMediaUrl(TRAINING_VIDEO_MESSAGES.captionsUrl),
  transcriptUrl: optionalMediaUrl(TRAINING_VIDEO_MESSAGES.transcriptUrl),
  category: ZTrainingVideoCategory,
  isPublic: z.boolean(),
  requiredTier: ZTrainingVideoTier,
};

/** Body of `POST /api/training-videos` (operator or instructor). Used by the server route and any admin form. */
export const ZCreateTrainingVideoRequest = z.object({
  ...trainingVideoFields,
  isPublic: trainingVideoFields.isPublic.default(false),
  requiredTier: trainingVideoFields.requiredTier.default('free'),
});
/** What a form holds (before defaults and trimming). */
export type TCreateTrainingVideoInput = z.input<typeof ZCreateTrainingVideoRequest>;
/** What the server stores after parsing. */
export type TCreateTrainingVideoRequest = z.output<typeof ZCreateTrainingVideoRequest>;

/**
 * Body of `PATCH /api/training-videos/:id`: any subset of the create fields, same messages, and no
 * defaults (a missing field is left as it is, not reset).
 */
export const ZUpdateTrainingVideoRequest = z.object(trainingVideoFields).partial();
export type TUpdateTrainingVideoRequest = z.output<typeof ZUpdateTrainingVideoRequest>;
