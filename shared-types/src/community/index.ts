import { z } from 'zod';
import '../zod-messages';
import { PLAN_IDS } from '../membership/model';
import { COMMENT_MAX, COMMUNITY_MESSAGES, FEED_PAGE_DEFAULT, FEED_PAGE_MAX, POST_CATEGORY_VALUES, POST_CONTENT_MAX, POST_TITLE_MAX } from './feed';

export * from './feed';
export { ZObjectIdParam } from '../common';

export const ZPostCategory = z.enum(POST_CATEGORY_VALUES, { error: 'Please choose a category' });

/** Body of POST /api/posts; the form uses the same schema (defaults: general, public, not premium-only). */
export const ZCreatePostRequest = z.object({
  title: z
    .string({ error: COMMUNITY_MESSAGES.titleRequired })
    .trim()
    .min(1, COMMUNITY_MESSAGES.titleRequired)
    .max(POST_TITLE_MAX, `Title must be at most ${POST_TITLE_MAX} characters`),
  content: z
    .string({ error: COMMUNITY_MESSAGES.contentMin })
    .trim()
    .min(10, COMMUNITY_MESSAGES.contentMin)
    .max(POST_CONTENT_MAX, `Content must be at most ${POST_CONTENT_MAX} characters`),
  category: ZPostCategory.default('general'),
  isPublic: z.boolean().default(true),
  isPremiumOnly: z.boolean().default(false),
  /** The plan a reader needs (free < starter < professional < premium); premium-only alone means Starter. */
  requiredTier: z.enum(PLAN_IDS, { error: 'Please choose a plan' }).optional(),
});
export type TCreatePostRequest = z.input<typeof ZCreatePostRequest>;

export const ZCreateCommentRequest = z.object({
  content: z
    .string({ error: COMMUNITY_MESSAGES.commentEmpty })
    .trim()
    .min(1, COMMUNITY_MESSAGES.commentEmpty)
    .max(COMMENT_MAX, `Comment must be at most ${COMMENT_MAX} characters`),
});
export type TCreateCommentRequest = z.input<typeof ZCreateCommentRequest>;

export const ZFeedQuery = z.object({
  before: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(FEED_PAGE_MAX).default(FEED_PAGE_DEFAULT),
  category: ZPostCategory.optional(),
  following: z.enum(['true', 'false']).optional().transform((v) => v === 'true'),
});
