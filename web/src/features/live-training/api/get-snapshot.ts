import type { TSessionSnapshot } from '@app/shared-types/live-training/model';
import { errorMessage, getJson } from '../../../lib/api-client';
import { applySnapshot, beginSnapshot, snapshotFailed } from '../model/panel';
import { updatePanel, usePanelStore } from '../store';

/** `GET /api/live-training/:id/snapshot`: everything the panel shows, for this viewer. */
export function fetchSnapshot(sessionId: string, signal?: AbortSignal): Promise<TSessionSnapshot> {
  return getJson<TSessionSnapshot>(`/api/live-training/${encodeURIComponent(sessionId)}/snapshot`, { signal });
}

/**
 * Loads the whole panel state (on opening and after every reconnect). Events that arrive while it
 * is on its way are replayed on it (model/panel.ts), so the answer never rolls anything back.
 */
export async function loadSnapshot(sessionId: string): Promise<void> {
  if (usePanelStore.getState().sessionId !== sessionId) return;
  updatePanel(beginSnapshot);
  try {
    const snapshot = await fetchSnapshot(sessionId);
    updatePanel(applySnapshot, snapshot);
  } catch (error) {
    if (usePanelStore.getState().sessionId === sessionId) updatePanel(snapshotFailed, errorMessage(error));
  }
}
