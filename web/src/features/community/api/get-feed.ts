import { useCallback, useEffect } from 'react';
import { FEED_PAGE_DEFAULT, PAGE_DATA_KEYS, type TFeedPage } from '@app/shared-types/community/feed';
import { errorMessage, getJson } from '../../../lib/api-client';
import { takePageData } from '../../../lib/page-data';
import {
  applyFirstPage,
  applyFirstPageError,
  applyNextPage,
  beginFirstPage,
  filterKeyOf,
  updateFeed,
  useCommunityStore,
  type TFeedFilter,
} from '../store';

export function feedUrl(filter: TFeedFilter, before?: string | null, limit = FEED_PAGE_DEFAULT): string {
  const params = new URLSearchParams({ limit: String(limit) });
  if (before) params.set('before', before);
  if (filter.category) params.set('category', filter.category);
  if (filter.following) params.set('following', 'true');
  return `/api/posts?${params.toString()}`;
}

/** `GET /api/posts`: one page of the feed, newest first. */
export function fetchFeedPage(filter: TFeedFilter, before?: string | null, signal?: AbortSignal): Promise<TFeedPage> {
  return getJson<TFeedPage>(feedUrl(filter, before), { signal });
}

// Only the latest first-page request may write (a quick filter change overtakes a slow answer).
let firstPageRequest = 0;

/** Loads (or reloads and merges) the first page for `filter` into the store. */
export async function loadFirstPage(filter: TFeedFilter): Promise<void> {
  const request = ++firstPageRequest;
  updateFeed(beginFirstPage, filter);
  try {
    // A visitor's first load of /community may carry the unfiltered first page in its HTML.
    const inPage = !filter.category && !filter.following ? takePageData<TFeedPage>(PAGE_DATA_KEYS.feed) : undefined;
    const page = inPage ?? (await fetchFeedPage(filter));
    if (request === firstPageRequest) updateFeed(applyFirstPage, filter, page);
  } catch (error) {
    if (request === firstPageRequest) updateFeed(applyFirstPageError, filter, errorMessage(error));
  }
}

/** Loads the next older page, once at a time. */
export async function loadNextPage(): Promise<void> {
  const { filter, nextCursor, loadingMore, status } = useCommunityStore.getState();
  if (!nextCursor || loadingMore || status !== 'ready') return;
  const key = filterKeyOf(filter);
  useCommunityStore.setState({ loadingMore: true, loadMoreError: null });
  try {
    const page = await fetchFeedPage(filter, nextCursor);
    updateFeed(applyNextPage, filter, page);
  } catch (error) {
    if (filterKeyOf(useCommunityStore.getState().filter) === key) {
      useCommunityStore.setState({ loadingMore: false, loadMoreError: errorMessage(error) });
    }
  } finally {
    if (filterKeyOf(useCommunityStore.getState().filter) !== key) useCommunityStore.setState({ loadingMore: false });
  }
}

/**
 * The feed for a filter: loads its first page whenever the filter changes (and on every visit,
 * merged into what the store still holds, so a return visit shows posts at once). A new
 * `generation` (another user signed in) loads it again.
 */
export function useFeed(filter: TFeedFilter, generation = 0) {
  const { category, following } = filter;
  useEffect(() => {
    void loadFirstPage({ category, following });
  }, [category, following, generation]);
  const reload = useCallback(() => loadFirstPage({ category, following }), [category, following]);
  return { reload, loadMore: loadNextPage };
}
