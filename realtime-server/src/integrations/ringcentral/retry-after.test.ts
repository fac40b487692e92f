import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './ringcentral-client';

describe("a 429's Retry-After", () => {
  const now = Date.parse('2026-03-02T15:00:00Z');
  it('reads delta-seconds', () => {
    expect(retryAfterMs('1', now)).toBe(1_000);
    expect(retryAfterMs(' 120 ', now)).toBe(120_000);
    expect(retryAfterMs('0', now)).toBe(0);
  });
  it('reads an HTTP-date as the time until then, never below 0', () => {
    expect(retryAfterMs('Mon, 02 Mar 2026 15:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Mon, 02 Mar 2026 14:59:00 GMT', now)).toBe(0);
  });
  it('waits a minute when the header is missing or unreadable', () => {
    expect(retryAfterMs(null, now)).toBe(60_000);
    expect(retryAfterMs('', now)).toBe(60_000);
    expect(retryAfterMs('1.5', now)).toBe(60_000);
    expect(retryAfterMs('soon', now)).toBe(60_000);
  });
});
