import type { TUser } from '@app/shared-types/auth';
import { PAID_PLAN_IDS, type TPaidPlanId } from '@app/shared-types/membership/model';
import { rooms } from '@app/shared-types/realtime';
import { canOpenTier, contentTier, hasTier } from '../membership/contracts';
import type { IPost } from './community.models';

export type Viewer = TUser | null;
type PostAccess = Pick<IPost, 'isPublic' | 'isPremiumOnly' | 'requiredTier' | 'userId'>;

/** Members-only posts (isPublic false) are hidden from visitors. */
export const canSeePost = (viewer: Viewer, post: PostAccess) => post.isPublic || !!viewer;

/** Tier-gated content: members whose plan reaches the post's tier, staff and the author; everyone else gets a locked card. */
export const canReadContent = (viewer: Viewer, post: PostAccess) => canOpenTier(viewer, post) || (!!viewer && post.userId.equals(viewer.id));

/** Sub-rooms of `feed` by entitlement, joined with it (see feedRoomGrant): `feed#<tier>` holds everyone at that tier or above. */
export const feedRooms = {
  everyone: rooms.feed,
  members: `${rooms.feed}#members`,
  tier: (tier: TPaidPlanId) => `${rooms.feed}#${tier}`,
} as const;

export function feedRoomGrant(viewer: Viewer): { alsoJoin: string[] } {
  const alsoJoin: string[] = [];
  if (viewer) alsoJoin.push(feedRooms.members);
  for (const tier of PAID_PLAN_IDS) if (hasTier(viewer, tier)) alsoJoin.push(feedRooms.tier(tier));
  return { alsoJoin };
}

/** The tier rooms `viewer` may no longer be in (after a downgrade or a lapse). */
export const tierRoomsAbove = (viewer: Viewer) => PAID_PLAN_IDS.filter((tier) => !hasTier(viewer, tier)).map(feedRooms.tier);

/** The room of sockets entitled to the post's content (null: everyone in its audience is). */
export function entitledRoom(post: Pick<IPost, 'isPremiumOnly' | 'requiredTier'>): string | null {
  const tier = contentTier(post);
  return tier === 'free' ? null : feedRooms.tier(tier);
}

/** The room of everyone who may see the post at all (content or locked card). */
export const audienceRoom = (post: Pick<IPost, 'isPublic'>) => (post.isPublic ? feedRooms.everyone : feedRooms.members);
