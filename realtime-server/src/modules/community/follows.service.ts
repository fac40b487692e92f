import { Types } from 'mongoose';
import type { TFollowResult } from '@app/shared-types/community';
import type { TUser } from '@app/shared-types/auth';
import { badRequest, notFound } from '../../errors/app-error';
import type { CommunityDeps } from './community.deps';

export function followsService(deps: CommunityDeps) {
  const { Follows, accounts } = deps;

  async function follow(user: TUser, targetId: string): Promise<TFollowResult> {
    if (user.id === targetId) throw badRequest('You cannot follow yourself.');
    if (!(await accounts.findById(targetId))) throw notFound('Member not found');
    const pair = { followerId: new Types.ObjectId(user.id), followingId: new Types.ObjectId(targetId) };
    // Upsert: following twice is a no-op, not an error.
    await Follows.updateOne(pair, { $setOnInsert: pair }, { upsert: true });
    await Promise.all([deps.follows.invalidate(user.id), deps.pageJson.invalidate()]);
    return { following: true };
  }

  async function unfollow(user: TUser, targetId: string): Promise<TFollowResult> {
    await Follows.deleteOne({ followerId: user.id, followingId: targetId });
    await Promise.all([deps.follows.invalidate(user.id), deps.pageJson.invalidate()]);
    return { following: false };
  }

  return { follow, unfollow };
}
