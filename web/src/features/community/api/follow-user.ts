import type { TFollowResult } from '@app/shared-types/community/feed';
import { apiRequest } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { announce, applyFollowing, updateFeed } from '../store';

/** `POST /api/users/:id/follow` or `DELETE` it: `{ following }`. Following twice is not an error. */
export function setFollow(userId: string, follow: boolean): Promise<TFollowResult> {
  return apiRequest<TFollowResult>(follow ? 'POST' : 'DELETE', `/api/users/${encodeURIComponent(userId)}/follow`);
}

/** Every card of the author changes together, and the change is announced (not toasted). */
async function changeFollow(author: { id: string; displayName: string }, follow: boolean): Promise<void> {
  const { following } = await setFollow(author.id, follow);
  updateFeed(applyFollowing, author.id, following);
  updateFeed(announce, following ? `You are now following ${author.displayName}.` : `You no longer follow ${author.displayName}.`);
}

/** Follow or unfollow an author. */
export function useFollowUser() {
  return useAction(changeFollow, { errorTitle: 'Error' });
}
