import { useCallback, useState } from 'react';
import type { TComment } from '@app/shared-types/community/feed';
import { apiRequest, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { addOwnComment, updateFeed } from '../store';

/** `POST /api/posts/:id/comments`: 201 with the comment; 400 'Comment cannot be empty'; 403 premium. */
export function createComment(postId: string, content: string): Promise<TComment> {
  return apiRequest<TComment>('POST', `/api/posts/${encodeURIComponent(postId)}/comments`, { content });
}

/** Adds a comment to the thread (once, whichever of answer and event comes first). */
export function useCreateComment(postId: string) {
  const [pending, setPending] = useState(false);
  const submit = useCallback(
    async (content: string): Promise<boolean> => {
      setPending(true);
      try {
        updateFeed(addOwnComment, await createComment(postId, content));
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
  return { submit, pending };
}
