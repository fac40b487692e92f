import { apiRequest } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { updateFeed } from '../store';
import { removeOwnComment } from '../thread-transitions';

/** `DELETE /api/comments/:id` (comment author or operator): 204. */
export function deleteComment(commentId: string): Promise<void> {
  return apiRequest<void>('DELETE', `/api/comments/${encodeURIComponent(commentId)}`);
}

export function useDeleteComment(postId: string) {
  return useAction(
    async (commentId: string) => {
      await deleteComment(commentId);
      updateFeed(removeOwnComment, postId, commentId);
    },
    { success: { title: 'Comment deleted', description: 'Your comment has been removed.' }, errorTitle: 'Error' },
  );
}
