import { hasPremiumAccess, type TUser } from '@app/shared-types/auth';
import { rooms } from '@app/shared-types/realtime';
import type { IPost } from './community.models';

export type Viewer = TUser | null;
type PostAccess = Pick<IPost, 'isPublic' | 'isPremiumOnly' | 'userId'>;

/** Members-only posts (isPublic false) are hidden from visitors. */
export const canSeePost = (viewer: Viewer, post: PostAccess) => post.isPublic || !!viewer;

/** Premium-only content: premium members, staff and the author; everyone else gets a locked card. */
export const canReadContent = (viewer: Viewer, post: PostAccess) =>
  !post.isPremiumOnly || hasPremiumAccess(viewer) || (!!viewer && post.userId.equals(viewer.id));

/** Sub-rooms of `feed` by entitlement, joined with it (see feedRoomGrant). */
export const feedRooms = {
  everyone: rooms.feed,
  members: `${rooms.feed}#members`,
  premium: `${rooms.feed}#premium`,
} as const;

export function feedRoomGrant(viewer: Viewer): { alsoJoin: string[] } {
  const alsoJoin: string[] = [];
  if (viewer) alsoJoin.push(feedRooms.members);
  if (hasPremiumAccess(viewer)) alsoJoin.push(feedRooms.premium);
  return { alsoJoin };
}

/** The room of everyone who may see the post at all (content or locked card). */
export const audienceRoom = (post: Pick<IPost, 'isPublic'>) => (post.isPublic ? feedRooms.everyone : feedRooms.members);
