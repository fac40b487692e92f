import type { z } from 'zod';

/**
 * The spec's fallback messages (spec 000 section 5), each with a schema and an input that raise it,
 * built with the `zod` the caller passes: the server's and the browser's tests check their own
 * runtime against the same table. Installs nothing itself.
 */
export function fallbackMessageCases(zod: typeof z): [message: string, schema: z.ZodType, input: unknown][] {
  return [
    ['Required', zod.object({ name: zod.string() }), {}],
    ['Expected string, received number', zod.string(), 42],
    ['Invalid input', zod.union([zod.string(), zod.number()]), true],
    ['String must contain at least 3 character(s)', zod.string().min(3), 'ab'],
    ['Number must be greater than or equal to 1', zod.number().min(1), 0],
    ['Invalid email', zod.email(), 'not-an-email'],
  ];
}

/** The first issue's message when `schema` refuses `input`. */
export const firstMessage = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;
