import { z } from 'zod';
import '../zod-messages';

/** `:id` route parameters are MongoDB ObjectIds; anything else cannot exist, so it is a 404. */
export const ZObjectIdParam = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/i, 'Not found') });

/** Trimmed text of at most `max` characters; the message names the field ("Title must be at most 200 characters"). */
export const limitedText = (max: number, label: string) => z.string().trim().max(max, `${label} must be at most ${max} characters`);

/** Optional limited text: an empty form field, null or missing all mean "not given" (null). */
export const optionalLimitedText = (max: number, label: string) =>
  limitedText(max, label)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

export { countChars } from './text';
