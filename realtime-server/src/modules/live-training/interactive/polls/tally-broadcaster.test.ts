import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTallyBroadcaster } from './tally-broadcaster';

type S = { pollId: string; revision: number };

describe('tally broadcaster', () => {
  const sent: { state: S; volatile: boolean; at: number }[] = [];
  let b: ReturnType<typeof createTallyBroadcaster<S>>;
  beforeEach(() => {
    vi.useFakeTimers();
    sent.length = 0;
    b = createTallyBroadcaster<S>((state, { volatile }) => sent.push({ state, volatile, at: Date.now() }), () => {}, 100);
  });
  afterEach(() => {
    b.stop();
    vi.useRealTimers();
  });

  it('sends the first change at once, then at most one per interval, always the newest tally', () => {
    for (let r = 1; r <= 50; r++) {
      b.counted({ pollId: 'p', revision: r });
      vi.advanceTimersByTime(10); // 50 votes over 500 ms
    }
    vi.advanceTimersByTime(1000);
    expect(sent[0]?.state.revision).toBe(1);
    const gaps = sent.slice(1).map((s, i) => s.at - sent[i]!.at);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(100);
    expect(sent.length).toBeLessThanOrEqual(8);
    expect(sent.at(-1)?.state.revision).toBe(50);
  });

  it('ends every burst with the final tally sent without volatile', () => {
    b.counted({ pollId: 'p', revision: 1 });
    b.counted({ pollId: 'p', revision: 2 });
    vi.advanceTimersByTime(500);
    expect(sent.map((s) => [s.state.revision, s.volatile])).toEqual([
      [1, true],
      [2, true],
      [2, false],
    ]);
  });

  it('never replaces a pending tally with an older revision (writes finishing out of order)', () => {
    b.counted({ pollId: 'p', revision: 1 });
    b.counted({ pollId: 'p', revision: 5 });
    b.counted({ pollId: 'p', revision: 3 });
    vi.advanceTimersByTime(500);
    expect(sent.map((s) => s.state.revision)).toEqual([1, 5, 5]);
  });

  it('keeps polls apart', () => {
    b.counted({ pollId: 'a', revision: 1 });
    b.counted({ pollId: 'b', revision: 1 });
    expect(sent.map((s) => s.state.pollId)).toEqual(['a', 'b']);
  });

  it('owes no settling send for a revision another event delivered reliably', () => {
    b.counted({ pollId: 'p', revision: 1 });
    b.delivered('p', 2);
    vi.advanceTimersByTime(500);
    expect(sent.map((s) => [s.state.revision, s.volatile])).toEqual([[1, true]]);
  });

  it('starts afresh after a quiet interval (a new vote later is sent at once)', () => {
    b.counted({ pollId: 'p', revision: 1 });
    vi.advanceTimersByTime(1000);
    const before = sent.length;
    b.counted({ pollId: 'p', revision: 2 });
    expect(sent.length).toBe(before + 1);
    expect(sent.at(-1)?.state.revision).toBe(2);
  });
});
