import { useEffect } from 'react';
import { PAGE_DATA_KEYS, type TCommunityStats } from '@app/shared-types/community/feed';
import { getJson } from '../../../lib/api-client';
import { takePageData } from '../../../lib/page-data';
import { applyStats, updateFeed, useCommunityStore } from '../store';

/** `GET /api/community/stats`: totals and per-category counts for the sidebar. */
export function fetchCommunityStats(): Promise<TCommunityStats> {
  return getJson<TCommunityStats>('/api/community/stats');
}

export async function loadCommunityStats(): Promise<void> {
  if (!useCommunityStore.getState().stats) useCommunityStore.setState({ statsStatus: 'loading' });
  try {
    updateFeed(applyStats, takePageData<TCommunityStats>(PAGE_DATA_KEYS.stats) ?? (await fetchCommunityStats()));
  } catch {
    // Figures already shown stay; without any the sidebar says they are unavailable.
    if (!useCommunityStore.getState().stats) useCommunityStore.setState({ statsStatus: 'error' });
  }
}

/** Loads the statistics once per visit; `community:stats-updated` keeps them current. */
export function useCommunityStats() {
  useEffect(() => {
    void loadCommunityStats();
  }, []);
}
