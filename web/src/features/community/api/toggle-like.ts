import type { TLikeResult } from '@app/shared-types/community/feed';
import { apiRequest } from '../../../lib/api-client';
import { runAction } from '../../../lib/run-action';
import { beginLike, rollbackLike, settleLike, updateFeed, useCommunityStore } from '../store';

/** `POST /api/posts/:id/like`: toggles the caller's like. */
export function postLike(postId: string): Promise<TLikeResult> {
  return apiRequest<TLikeResult>('POST', `/api/posts/${encodeURIComponent(postId)}/like`);
}

/**
 * Like or unlike at once (optimistic), then settle with the server's answer; on failure the
 * button goes back to what the server last said and a toast explains. A press while one is on
 * its way is ignored, so the two toggles cannot cross. The store's pendingLike is its pending state.
 */
export async function toggleLike(postId: string): Promise<void> {
  const before = useCommunityStore.getState();
  updateFeed(beginLike, postId);
  if (useCommunityStore.getState() === before) return;
  const outcome = await runAction(() => postLike(postId), { errorTitle: 'Could not update your like' });
  if (outcome.ok) updateFeed(settleLike, postId, outcome.data);
  else updateFeed(rollbackLike, postId);
}
