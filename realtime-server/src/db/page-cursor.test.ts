import fc from 'fast-check';
import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { decodeCursor, encodeCursor } from './page-cursor';

describe('page cursor', () => {
  it('gives back the exact position it was made from, for any date the store can hold', () => {
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true }), (date) => {
        const id = new Types.ObjectId();
        const decoded = decodeCursor(encodeCursor(date, id));
        expect(decoded.at.getTime()).toBe(date.getTime());
        expect(decoded.id.equals(id)).toBe(true);
      }),
      { seed: 9, numRuns: 500 },
    );
  });

  it('turns anything else into a 400, never an invalid date or id', () => {
    const text = fc.oneof(
      fc.string(),
      fc.tuple(fc.oneof(fc.integer({ min: -(2 ** 53) + 1, max: 2 ** 53 - 1 }).map(String), fc.string()), fc.string()).map(([ms, id]) => `${ms}.${id}`),
    );
    fc.assert(
      fc.property(fc.oneof(text.map((s) => Buffer.from(s).toString('base64url')), text), (cursor) => {
        let decoded: ReturnType<typeof decodeCursor>;
        try {
          decoded = decodeCursor(cursor);
        } catch (error) {
          expect(error).toBeInstanceOf(AppError);
          expect((error as AppError).code).toBe('VALIDATION_FAILED');
          return;
        }
        expect(Number.isNaN(decoded.at.getTime())).toBe(false);
        expect(Types.ObjectId.isValid(decoded.id)).toBe(true);
      }),
      { seed: 9, numRuns: 3000, examples: [[Buffer.from('8640000000000001.65a1b2c3d4e5f6a7b8c9d0e1').toString('base64url')]] },
    );
  });
});
