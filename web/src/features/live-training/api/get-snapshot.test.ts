import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSessionSnapshot } from '@app/shared-types/live-training/model';
import { loadSnapshot } from './get-snapshot';
import { openPanel } from '../model/panel';
import { updatePanel } from '../store';

/** A fetch whose answers the test gives, one per request, in order. */
function heldFetch() {
  const pending: ((body: unknown) => void)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>((resolve) => pending.push((body) => resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }))))),
  );
  return pending;
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('loading the panel snapshot', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs one load at a time: a load asked for meanwhile starts when the first has answered', async () => {
    updatePanel(openPanel, 's1', 'me');
    const answers = heldFetch();
    const first = loadSnapshot('s1');
    const second = loadSnapshot('s1'); // the join's resync while the opening's load is out
    await flush();
    expect(answers).toHaveLength(1);
    const snapshot = { session: { id: 's1' } } as unknown as TSessionSnapshot;
    answers[0]!(snapshot);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!(snapshot);
    await Promise.all([first, second]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
