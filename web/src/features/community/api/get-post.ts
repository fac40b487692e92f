import { useEffect, useState } from 'react';
import type { TPost } from '@app/shared-types/community/feed';
import { ApiError, getJson } from '../../../lib/api-client';
import { applySharedPost, updateFeed, useCommunityStore } from '../store';

/** `GET /api/posts/:id`: one post (the target of a shared link). */
export function fetchPost(id: string, signal?: AbortSignal): Promise<TPost> {
  return getJson<TPost>(`/api/posts/${encodeURIComponent(id)}`, { signal });
}

export type TLinkedPostState = { status: 'idle' | 'loading' | 'found' | 'missing' | 'error' };

/**
 * `?post=<id>`: once the first page is in, the post is found there or fetched on its own (an
 * older post is shown above the list). 'missing' when it was deleted or is not visible to this viewer.
 */
export function useLinkedPost(id: string | null): TLinkedPostState {
  const ready = useCommunityStore((s) => s.status === 'ready' || s.status === 'error');
  const [state, setState] = useState<TLinkedPostState>({ status: 'idle' });

  useEffect(() => {
    if (!id || !ready) return;
    const s = useCommunityStore.getState();
    if (s.posts[id]) {
      setState({ status: 'found' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchPost(id, controller.signal)
      .then((post) => {
        updateFeed(applySharedPost, post);
        setState({ status: 'found' });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: error instanceof ApiError && (error.status === 404 || error.status === 400) ? 'missing' : 'error' });
      });
    return () => controller.abort();
  }, [id, ready]);

  return id ? state : { status: 'idle' };
}
