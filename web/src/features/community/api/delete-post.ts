import { useCallback, useState } from 'react';
import { apiRequest, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { applyPostDeleted, updateFeed } from '../store';

/** `DELETE /api/posts/:id` (author or operator): 204. */
export function deletePost(postId: string): Promise<void> {
  return apiRequest<void>('DELETE', `/api/posts/${encodeURIComponent(postId)}`);
}

/** Deletes a post and removes its card; resolves true on success. */
export function useDeletePost() {
  const [pending, setPending] = useState(false);
  const remove = useCallback(async (postId: string): Promise<boolean> => {
    setPending(true);
    try {
      await deletePost(postId);
      updateFeed(applyPostDeleted, postId);
      toast({ title: 'Post deleted', description: 'Your post has been removed from the community.' });
      return true;
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
      return false;
    } finally {
      setPending(false);
    }
  }, []);
  return { remove, pending };
}
