import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { maxChars } from './text-limits';

/** Any text, including astral characters and lone surrogate halves. */
const anyText = fc.string({
  unit: fc.oneof(fc.constantFrom('😀', '𠜎', 'e\u0301', '\ud800', '\udfff', 'a'), fc.integer({ min: 0, max: 0xffff }).map((u) => String.fromCharCode(u))),
  maxLength: 12,
});

describe('model text limits', () => {
  it('accept exactly what the shared zod schemas accept, whatever the text', () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: 0, max: 12 }), (text, limit) => {
        expect(maxChars(limit).validator(text)).toBe(z.string().max(limit).safeParse(text).success);
      }),
      { seed: 9, numRuns: 2000 },
    );
  });
});
