import { useCallback, useState } from 'react';
import type { TFollowResult } from '@app/shared-types/community/feed';
import { apiRequest, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { announce, applyFollowing, updateFeed } from '../store';

/** `POST /api/users/:id/follow` or `DELETE` it: `{ following }`. Following twice is not an error. */
export function setFollow(userId: string, follow: boolean): Promise<TFollowResult> {
  return apiRequest<TFollowResult>(follow ? 'POST' : 'DELETE', `/api/users/${encodeURIComponent(userId)}/follow`);
}

/** Follow or unfollow an author: every card of theirs changes together, and it is announced. */
export function useFollowUser() {
  const [pending, setPending] = useState<string | null>(null);
  const toggle = useCallback(async (author: { id: string; username: string }, follow: boolean) => {
    setPending(author.id);
    try {
      const { following } = await setFollow(author.id, follow);
      updateFeed(applyFollowing, author.id, following);
      updateFeed(announce, following ? `You are now following ${author.username}.` : `You no longer follow ${author.username}.`);
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setPending(null);
    }
  }, []);
  return { toggle, pending };
}
