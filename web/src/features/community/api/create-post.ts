import { useCallback, useState } from 'react';
import type { z } from 'zod';
import type { ZCreatePostRequest } from '@app/shared-types/community';
import { COMMUNITY_MESSAGES, type TPost } from '@app/shared-types/community/feed';
import { apiRequest, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { applyPostCreated, updateFeed } from '../store';

/** The body as the shared schema outputs it (trimmed, defaults filled in). */
export type TCreatePostBody = z.output<typeof ZCreatePostRequest>;

/** `POST /api/posts`: 201 with the post; 400 with the spec's messages; 403 premium-only not allowed. */
export function createPost(body: TCreatePostBody): Promise<TPost> {
  return apiRequest<TPost>('POST', '/api/posts', body);
}

/**
 * Shares a post: the spec's toasts, and the post at the top of the feed exactly once (its
 * `post:created` event may come before or after this answer). Resolves with the outcome, the
 * error included so a form can put the server's field messages under its fields.
 */
export function useCreatePost() {
  const [pending, setPending] = useState(false);
  const submit = useCallback(async (body: TCreatePostBody): Promise<{ ok: boolean; error?: unknown }> => {
    setPending(true);
    try {
      const post = await createPost(body);
      updateFeed(applyPostCreated, post);
      toast({ title: COMMUNITY_MESSAGES.postCreatedTitle, description: COMMUNITY_MESSAGES.postCreatedText, variant: 'success' });
      return { ok: true };
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
      return { ok: false, error };
    } finally {
      setPending(false);
    }
  }, []);
  return { submit, pending };
}
