import { z } from 'zod';

/**
 * Training videos (spec 000 section 3 `training_videos`; section 2 "Client Portal").
 *
 * Contract between `GET/POST/PATCH/DELETE /api/training-videos` and the client portal's
 * Training Video Library. The portal reads id, title, description and category (spec) and,
 * because the library's Watch Video / Captions / Transcript buttons really work here, also
 * videoUrl, captionsUrl (WebVTT) and transcriptUrl (plain text, UTF-8).
 */

/** The categories the portal filters by, in the order of its filter buttons (after "all"). */
export const TRAINING_VIDEO_CATEGORIES = ['Government Contracting', 'SAM Registration', 'Compliance', 'Financial'] as const;
export type TTrainingVideoCategory = (typeof TRAINING_VIDEO_CATEGORIES)[number];

/** The five filter options of the portal (spec 000 section 9): 'all' plus every category. */
export const TRAINING_VIDEO_FILTERS = ['all', ...TRAINING_VIDEO_CATEGORIES] as const;
export type TTrainingVideoFilter = (typeof TRAINING_VIDEO_FILTERS)[number];

/** Membership tiers a video may require (spec 001 "Tiers"); default 'free'. */
export const TRAINING_VIDEO_TIERS = ['free', 'starter', 'professional', 'premium'] as const;
export type TTrainingVideoTier = (typeof TRAINING_VIDEO_TIERS)[number];

export const TRAINING_VIDEO_MESSAGES = {
  titleRequired: 'Title is required',
  videoUrl: 'Please enter a valid video URL',
  categoryRequired: 'Category is required',
  captionsUrl: 'Please enter a valid captions URL',
  transcriptUrl: 'Please enter a valid transcript URL',
  notFound: 'Training video not found',
} as const;

/** Spec 000 section 3: stored urls are at most 500 characters. */
export const TRAINING_VIDEO_URL_MAX = 500;
export const TRAINING_VIDEO_TITLE_MAX = 255;
export const TRAINING_VIDEO_DESCRIPTION_MAX = 5000;

/**
 * A media address: an absolute http(s) URL, or a same-site path such as
 * `/media/training/sam-basics.mp4` (how the seeded videos are served). Anything else
 * (javascript:, data:, protocol-relative `//host`) is refused.
 */
export function isMediaUrl(value: string): boolean {
  if (value.length === 0 || value.length > TRAINING_VIDEO_URL_MAX) return false;
  if (/[\s\u0000-\u001f\\]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  // Absolute http(s) URL with a host (letters, digits, dots, dashes, optional port).
  return /^https?:\/\/[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::\d{1,5})?(?:[/?#]\S*)?$/i.test(value);
}

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
export type TTrainingVideo = z.infer<typeof ZTrainingVideo>;

/** `GET /api/training-videos` answers with the videos the caller may watch, newest first. */
export type TTrainingVideoListResponse = TTrainingVideo[];

/** Body of `POST /api/training-videos` (operator or instructor). Used by the server route and any admin form. */
export const ZCreateTrainingVideoRequest = z.object({
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
  isPublic: z.boolean().default(false),
  requiredTier: ZTrainingVideoTier.default('free'),
});
/** What a form holds (before defaults and trimming). */
export type TCreateTrainingVideoInput = z.input<typeof ZCreateTrainingVideoRequest>;
/** What the server stores after parsing. */
export type TCreateTrainingVideoRequest = z.output<typeof ZCreateTrainingVideoRequest>;

/** Body of `PATCH /api/training-videos/:id`: any subset of the create fields, same messages. */
export const ZUpdateTrainingVideoRequest = ZCreateTrainingVideoRequest.partial();
export type TUpdateTrainingVideoRequest = z.output<typeof ZUpdateTrainingVideoRequest>;

/** Client-side filter of the portal: 'all' keeps everything, otherwise the exact category. */
export function filterTrainingVideos<T extends Pick<TTrainingVideo, 'category'>>(videos: readonly T[], filter: TTrainingVideoFilter): T[] {
  return filter === 'all' ? [...videos] : videos.filter((v) => v.category === filter);
}
