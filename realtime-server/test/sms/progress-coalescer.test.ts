import { afterEach, describe, expect, it, vi } from 'vitest';
import { progressCoalescer } from '../../src/modules/sms/progress';

describe('campaign progress coalescing', () => {
  afterEach(() => vi.useRealTimers());

  it('gives every campaign sending at once its own progress, at most one per interval, ending with the latest', async () => {
    vi.useFakeTimers();
    const published: string[] = [];
    const coalescer = progressCoalescer(async (id) => void published.push(id), 250, () => {});
    coalescer.soon('campaign-a');
    coalescer.soon('campaign-b');
    coalescer.soon('campaign-a');
    await vi.advanceTimersByTimeAsync(0);
    expect(published.sort()).toEqual(['campaign-a', 'campaign-b']);

    // Within the interval a campaign's updates wait, then one event carries the latest state.
    coalescer.soon('campaign-a');
    coalescer.soon('campaign-a');
    await vi.advanceTimersByTimeAsync(200);
    expect(published.filter((id) => id === 'campaign-a')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60);
    expect(published.filter((id) => id === 'campaign-a')).toHaveLength(2);
    coalescer.stop();
  });
});
