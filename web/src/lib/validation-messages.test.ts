import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZCreatePostRequest } from '@app/shared-types/community';
import { fallbackMessageCases, firstMessage } from '../../../shared-types/src/zod-messages/fallback-cases';

// The browser gets the spec's fallback messages from the shared schemas it loads (here the post
// composer's), through its own bundling of zod: no set-up of its own.
describe("zod's fallback messages in the browser are the spec's (spec 000 section 5)", () => {
  it.each(fallbackMessageCases(z))('%s', (message, schema, input) => {
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
