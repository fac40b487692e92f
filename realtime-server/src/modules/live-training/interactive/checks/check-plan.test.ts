import { describe, expect, it } from 'vitest';
import { planCheckTimes } from './check-plan';

const start = new Date('2030-03-04T15:00:00Z');
const minutes = (n: number) => new Date(start.getTime() + n * 60_000);

describe('planCheckTimes', () => {
  it.each([
    [1, 60, 3],
    [1.2, 60, 4],
    [2, 120, 6],
    [2.4, 150, 8],
  ])('plans at least three checks per credit (%s credits over %s minutes: %s checks)', (credits, length, count) => {
    const times = planCheckTimes(start, minutes(length), credits, () => 0.5);
    expect(times).toHaveLength(count);
  });

  it('puts one check in each equal part of the session, inside its middle, away from the start and the end', () => {
    for (const r of [0, 0.3, 0.999]) {
      const times = planCheckTimes(start, minutes(120), 2, () => r);
      // 116 usable minutes (2 off each end) in 6 parts of 19.33 minutes.
      const part = (116 * 60_000) / 6;
      times.forEach((t, i) => {
        const partStart = minutes(2).getTime() + part * i;
        expect(t.getTime()).toBeGreaterThanOrEqual(partStart + part * 0.1 - 1);
        expect(t.getTime()).toBeLessThanOrEqual(partStart + part * 0.9 + 1);
      });
      expect([...times].sort((a, b) => a.getTime() - b.getTime())).toEqual(times);
    }
  });

  it('varies with chance, so the times cannot be guessed', () => {
    const a = planCheckTimes(start, minutes(60), 1, () => 0.1).map(Number);
    const b = planCheckTimes(start, minutes(60), 1, () => 0.9).map(Number);
    expect(a).not.toEqual(b);
  });

  it('plans nothing for a session already over', () => {
    expect(planCheckTimes(minutes(10), minutes(5), 1)).toEqual([]);
  });
});
