import type { TComment } from '@app/shared-types/community/feed';
import { apiRequest } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { updateFeed } from '../store';
import { addOwnComment } from '../thread-transitions';

/** `POST /api/posts/:id/comments`: 201 with the comment; 400 'Comment cannot be empty'; 403 premium. */
export function createComment(postId: string, content: string): Promise<TComment> {
  return apiRequest<TComment>('POST', `/api/posts/${encodeURIComponent(postId)}/comments`, { content });
}

/** Adds a comment to the thread (once, whichever of answer and event comes first). */
export function useCreateComment(postId: string) {
  return useAction(async (content: string) => updateFeed(addOwnComment, await createComment(postId, content)), { errorTitle: 'Error' });
}
