import { describe, expect, it } from 'vitest';
import { formatLeft } from '../format-time';
import { breakoutClock, clockOffset } from './breakout-clock';

const timer = { sessionId: 's1', endsAt: '2030-01-01T00:10:00.000Z', countdownAt: '2030-01-01T00:09:00.000Z', serverNow: '2030-01-01T00:00:00.000Z' };
const at = (iso: string) => Date.parse(iso);

describe('breakout clock', () => {
  it('counts down only in the last minute, from the server’s times', () => {
    expect(breakoutClock(timer, at('2030-01-01T00:05:00Z'))).toEqual({ msLeft: 5 * 60_000, countingDown: false, over: false });
    expect(breakoutClock(timer, at('2030-01-01T00:09:00Z'))).toEqual({ msLeft: 60_000, countingDown: true, over: false });
    expect(breakoutClock(timer, at('2030-01-01T00:09:45Z'))).toMatchObject({ msLeft: 15_000, countingDown: true });
    expect(breakoutClock(timer, at('2030-01-01T00:10:01Z'))).toEqual({ msLeft: 0, countingDown: false, over: true });
  });

  it('a browser whose clock is 2 minutes slow still reads the server’s time', () => {
    const local = at('2029-12-31T23:58:00Z');
    const offset = clockOffset(timer, local);
    expect(offset).toBe(120_000);
    // 9 minutes later on the slow clock is 9 minutes later on the server's: 1 minute left, counting down.
    expect(breakoutClock(timer, local + 9 * 60_000 + offset)).toMatchObject({ msLeft: 60_000, countingDown: true });
  });

  it('formats minutes and the last seconds', () => {
    expect([formatLeft(545_000), formatLeft(60_000), formatLeft(42_100), formatLeft(-5)]).toEqual(['9:05', '1:00', '43 s', '0 s']);
  });
});
