/**
 * Training videos (spec 000 section 3 `training_videos`; section 2 "Client Portal").
 *
 * Contract between `GET/POST/PATCH/DELETE /api/training-videos` and the client portal's
 * Training Video Library. The portal reads id, title, description and category (spec) and,
 * because the library's Watch Video / Captions / Transcript buttons really work here, also
 * videoUrl, captionsUrl (WebVTT) and transcriptUrl (plain text, UTF-8).
 *
 * This module is free of zod so the browser can use it without bundling the schema library;
 * `@app/shared-types/training-videos` re-exports it with the request schemas.
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
  // No whitespace, control characters or backslashes anywhere.
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\\]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  // Absolute http(s) URL with a host (letters, digits, dots, dashes, optional port).
  return /^https?:\/\/[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::\d{1,5})?(?:[/?#]\S*)?$/i.test(value);
}

/** A training video as the API returns it (dates as ISO strings, `id` a string). */
export type TTrainingVideo = {
  id: string;
  title: string;
  description: string | null;
  videoUrl: string;
  /** WebVTT captions (text/vtt), or null when the video has none. */
  captionsUrl: string | null;
  /** Plain-text transcript (text/plain; charset=utf-8), or null when the video has none. */
  transcriptUrl: string | null;
  category: TTrainingVideoCategory;
  isPublic: boolean;
  requiredTier: TTrainingVideoTier;
  createdAt: string;
};

/** `GET /api/training-videos` answers with the videos the caller may watch, newest first. */
export type TTrainingVideoListResponse = TTrainingVideo[];

/** Client-side filter of the portal: 'all' keeps everything, otherwise the exact category. */
export function filterTrainingVideos<T extends { category: TTrainingVideoCategory }>(videos: readonly T[], filter: TTrainingVideoFilter): T[] {
  return filter === 'all' ? [...videos] : videos.filter((v) => v.category === filter);
}
