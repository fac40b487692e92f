import { useEffect } from 'react';
import type { TComment } from '@app/shared-types/community/feed';
import { errorMessage, getJson } from '../../../lib/api-client';
import { updateFeed } from '../store';
import { applyThread, applyThreadError, beginThread } from '../thread-transitions';

/** `GET /api/posts/:id/comments`: the discussion, oldest first. */
export function fetchComments(postId: string, signal?: AbortSignal): Promise<TComment[]> {
  return getJson<TComment[]>(`/api/posts/${encodeURIComponent(postId)}/comments`, { signal });
}

export async function loadThread(postId: string, signal?: AbortSignal): Promise<void> {
  updateFeed(beginThread, postId);
  try {
    const comments = await fetchComments(postId, signal);
    updateFeed(applyThread, postId, Array.isArray(comments) ? comments : []);
  } catch (error) {
    if (signal?.aborted) return;
    updateFeed(applyThreadError, postId, errorMessage(error));
  }
}

/** Loads a post's comments each time its thread opens; live events keep it current while open. */
export function useThread(postId: string, open: boolean) {
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    void loadThread(postId, controller.signal);
    return () => controller.abort();
  }, [postId, open]);
}
