import { apiRequest } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { applyPostDeleted, updateFeed } from '../store';

/** `DELETE /api/posts/:id` (author or operator): 204. */
export function deletePost(postId: string): Promise<void> {
  return apiRequest<void>('DELETE', `/api/posts/${encodeURIComponent(postId)}`);
}

async function removePost(postId: string): Promise<void> {
  await deletePost(postId);
  updateFeed(applyPostDeleted, postId);
}

/** Deletes a post and removes its card. */
export function useDeletePost() {
  return useAction(removePost, {
    success: { title: 'Post deleted', description: 'Your post has been removed from the community.' },
    errorTitle: 'Error',
  });
}
