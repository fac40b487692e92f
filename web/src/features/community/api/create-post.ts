import type { z } from 'zod';
import type { ZCreatePostRequest } from '@app/shared-types/community';
import { COMMUNITY_MESSAGES, type TPost } from '@app/shared-types/community/feed';
import { apiRequest } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { applyPostCreated, updateFeed } from '../store';

/** The body as the shared schema outputs it (trimmed, defaults filled in). */
export type TCreatePostBody = z.output<typeof ZCreatePostRequest>;

/** `POST /api/posts`: 201 with the post; 400 with the spec's messages; 403 premium-only not allowed. */
export function createPost(body: TCreatePostBody): Promise<TPost> {
  return apiRequest<TPost>('POST', '/api/posts', body);
}

/** Puts the post at the top of the feed exactly once (its `post:created` event may come first). */
async function sharePost(body: TCreatePostBody): Promise<TPost> {
  const post = await createPost(body);
  updateFeed(applyPostCreated, post);
  return post;
}

/**
 * Shares a post with the spec's toasts. The outcome carries the error, so a form can put the
 * server's field messages under its fields.
 */
export function useCreatePost() {
  return useAction(sharePost, {
    success: { title: COMMUNITY_MESSAGES.postCreatedTitle, description: COMMUNITY_MESSAGES.postCreatedText, variant: 'success' },
    errorTitle: 'Error',
  });
}
