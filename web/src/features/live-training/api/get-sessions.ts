import { useEffect } from 'react';
import type { TLiveSession } from '@app/shared-types/live-training/model';
import { errorMessage, getJson } from '../../../lib/api-client';
import { applyList, applyListError, beginList, type TListKey } from '../model/sessions';
import { updateSessions } from '../store';

/** `GET /api/live-training?category=` or `GET /api/live-training/upcoming`. */
export function fetchSessions(key: TListKey, signal?: AbortSignal): Promise<TLiveSession[]> {
  const url = key === 'upcoming' ? '/api/live-training/upcoming' : `/api/live-training?category=${encodeURIComponent(key.slice('all:'.length))}`;
  return getJson<TLiveSession[]>(url, { signal });
}

export async function loadSessions(key: TListKey, signal?: AbortSignal): Promise<void> {
  updateSessions(beginList, key);
  try {
    const sessions = await fetchSessions(key, signal);
    updateSessions(applyList, key, Array.isArray(sessions) ? sessions : []);
  } catch (error) {
    if (!signal?.aborted) updateSessions(applyListError, key, errorMessage(error));
  }
}

/**
 * Loads a list whenever it is asked for, and again for another viewer (`viewer` changes on sign-in
 * or sign-out: each session carries the viewer's own registration and links). null waits.
 */
export function useSessionList(key: TListKey | null, viewer: string | null) {
  useEffect(() => {
    if (!key || !viewer) return;
    const controller = new AbortController();
    void loadSessions(key, controller.signal);
    return () => controller.abort();
  }, [key, viewer]);
}
