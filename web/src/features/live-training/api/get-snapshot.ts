import type { TSessionSnapshot } from '@app/shared-types/live-training/model';
import { errorMessage, getJson } from '../../../lib/api-client';
import { applySnapshot, beginSnapshot, snapshotFailed } from '../model/panel';
import { updatePanel, usePanelStore } from '../store';

/** `GET /api/live-training/:id/snapshot`: everything the panel shows, for this viewer. */
export function fetchSnapshot(sessionId: string, signal?: AbortSignal): Promise<TSessionSnapshot> {
  return getJson<TSessionSnapshot>(`/api/live-training/${encodeURIComponent(sessionId)}/snapshot`, { signal });
}

/** The load on its way, and whether another was asked for meanwhile. */
let current: { sessionId: string; again: boolean; done: Promise<void> } | null = null;

/**
 * Loads the whole panel state (on opening, once the room is joined, and after every reconnect).
 * Events that arrive while it is on its way are replayed on it (model/panel), so the answer never
 * rolls anything back. One load at a time: a load asked for while one is out (the join's resync
 * while the opening's load is on its way) starts when that one ends, with a replay window of its
 * own; two overlapping would let the later answer drop an event that came between the two answers.
 */
export function loadSnapshot(sessionId: string): Promise<void> {
  if (current?.sessionId === sessionId) {
    current.again = true;
    return current.done;
  }
  const run = { sessionId, again: true, done: Promise.resolve() };
  current = run;
  run.done = (async () => {
    try {
      while (run.again && usePanelStore.getState().sessionId === sessionId) {
        run.again = false;
        await loadOnce(sessionId);
      }
    } finally {
      if (current === run) current = null;
    }
  })();
  return run.done;
}

async function loadOnce(sessionId: string): Promise<void> {
  updatePanel(beginSnapshot);
  try {
    const snapshot = await fetchSnapshot(sessionId);
    updatePanel(applySnapshot, snapshot);
  } catch (error) {
    if (usePanelStore.getState().sessionId === sessionId) updatePanel(snapshotFailed, errorMessage(error));
  }
}
