import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZCreatePostRequest } from '@app/shared-types/community';

// The browser gets the spec's fallback messages from the shared schemas it loads (here the post
// composer's), through its own bundling of zod: no set-up of its own.
const firstMessage = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

describe("zod's fallback messages in the browser are the spec's (spec 000 section 5)", () => {
  it.each([
    ['Required', z.object({ name: z.string() }), {}],
    ['Expected string, received number', z.string(), 42],
    ['Invalid input', z.union([z.string(), z.number()]), true],
    ['String must contain at least 3 character(s)', z.string().min(3), 'ab'],
    ['Number must be greater than or equal to 1', z.number().min(1), 0],
    ['Invalid email', z.email(), 'not-an-email'],
  ])('%s', (message, schema, input) => {
    expect(firstMessage(schema, input)).toBe(message);
  });

  it('reaches react-hook-form through the resolver, beside the schema\'s own messages', async () => {
    const resolve = zodResolver(ZCreatePostRequest);
    const result = await resolve({ title: '', content: 'Long enough content.', isPublic: 'yes' } as never, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors.title?.message).toBe('Title is required');
    expect(result.errors.isPublic?.message).toBe('Expected boolean, received string');
  });
});
