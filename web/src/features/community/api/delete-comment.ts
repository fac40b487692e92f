import { useCallback, useState } from 'react';
import { apiRequest, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { removeOwnComment, updateFeed } from '../store';

/** `DELETE /api/comments/:id` (comment author or operator): 204. */
export function deleteComment(commentId: string): Promise<void> {
  return apiRequest<void>('DELETE', `/api/comments/${encodeURIComponent(commentId)}`);
}

export function useDeleteComment(postId: string) {
  const [pending, setPending] = useState(false);
  const remove = useCallback(
    async (commentId: string): Promise<boolean> => {
      setPending(true);
      try {
        await deleteComment(commentId);
        updateFeed(removeOwnComment, postId, commentId);
        toast({ title: 'Comment deleted', description: 'Your comment has been removed.' });
        return true;
      } catch (error) {
        toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
        return false;
      } finally {
        setPending(false);
      }
    },
    [postId],
  );
  return { remove, pending };
}
