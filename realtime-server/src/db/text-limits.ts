import { countChars } from '@app/shared-types/common/text';

/**
 * A model-level text limit counted exactly as the shared zod schemas count theirs (code points,
 * see countChars), with the limit taken from the same shared constant. Mongoose's own `maxlength`
 * counts UTF-16 units, so text the schema accepted (200 emoji in a 200-character title) would
 * fail in the model and surface as a server error.
 */
export function maxChars(limit: number) {
  return {
    validator: (value: unknown) => typeof value !== 'string' || countChars(value) <= limit,
    message: `Must be at most ${limit} characters`,
  };
}

/** A string path held to `limit` (see maxChars); required or not. */
export const limitedString = (limit: number, required = false) => ({ type: String, required, validate: maxChars(limit) });

/** An optional string path held to `limit`, stored as null when not given. */
export const nullableString = (limit: number) => ({ type: String, default: null, validate: maxChars(limit) });
