import { describe, expect, it } from 'vitest';
import { selfRunDue } from './self-scan.service';

describe('when the site scan is due (daily job and server start)', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  const hoursAgo = (h: number) => new Date(now - h * 3_600_000);
  it('is due without a run, after a day, or after a newer build; not otherwise', () => {
    expect(selfRunDue(null, null, now)).toBe(true);
    expect(selfRunDue(hoursAgo(25), null, now)).toBe(true);
    expect(selfRunDue(hoursAgo(2), hoursAgo(1), now)).toBe(true);
    expect(selfRunDue(hoursAgo(2), hoursAgo(3), now)).toBe(false);
    expect(selfRunDue(hoursAgo(23), null, now)).toBe(false);
  });
});
