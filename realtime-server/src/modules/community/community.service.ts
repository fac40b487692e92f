import type { Connection } from 'mongoose';
import type { Types } from 'mongoose';
import type { Logger } from '../../logger';
import type { CacheRegistry } from '../../cache/caches';
import type { RealtimeEmitter } from '../../realtime/emitter';
import type { EventBus } from '../../events/event-bus';
import type { Accounts } from '../module';
import { communityDeps } from './community.deps';
import { followsService } from './follows.service';
import { postsService } from './posts.service';
import { reactionsService } from './reactions.service';
import { createStatsBroadcaster, statsService } from './stats.service';
import { audienceRoom, feedRooms } from './visibility';

export type CommunityService = ReturnType<typeof createCommunityService>;

/** The community's rules: feed, posts, likes, comments, follows and statistics. */
export function createCommunityService({ db, emitter, logger, caches, users, events }: { db: Connection; emitter: RealtimeEmitter; logger: Logger; caches: CacheRegistry; users: Pick<Accounts, 'namesByIds' | 'findById' | 'countPremium'>; events: Pick<EventBus, 'publish'> }) {
  // Writes only happen after setup, by which time `broadcaster` below exists.
  const deps = communityDeps(db, emitter, caches, () => broadcaster.schedule(), users, events);
  const posts = postsService(deps);
  const reactions = reactionsService(deps);
  const follows = followsService(deps);
  const { stats } = statsService(deps);
  const broadcaster = createStatsBroadcaster(
    stats,
    (s) => emitter.emit({ room: feedRooms.everyone, volatile: true }, 'community:stats-updated', s),
    (err) => logger.error({ err }, 'community stats refresh failed'),
  );

  /**
   * A deleted member takes their posts, comments, likes and follows along. Other posts' counters
   * move by exact decrements, and open feeds hear about every change.
   */
  async function removeUserContent(userId: Types.ObjectId): Promise<void> {
    const { Posts, Comments, Likes, Follows } = deps;
    await posts.removePosts(await Posts.find({ userId }, { _id: 1, isPublic: 1 }).lean());
    const comments = await Comments.find({ userId }, { postId: 1 }).lean();
    const likes = await Likes.find({ userId }, { postId: 1 }).lean();
    await Promise.all([Comments.deleteMany({ userId }), Likes.deleteMany({ userId })]);
    for (const comment of comments) {
      const updated = await reactions.bump(comment.postId, 'commentsCount', -1);
      if (!updated) continue;
      emitter.emit({ room: audienceRoom(updated) }, 'comment:deleted', {
        postId: comment.postId.toString(),
        commentId: comment._id.toString(),
        commentsCount: updated.commentsCount,
        revision: updated.revision,
      });
    }
    for (const like of likes) {
      const updated = await reactions.bump(like.postId, 'likesCount', -1);
      if (!updated) continue;
      emitter.emit({ room: audienceRoom(updated) }, 'post:liked', { postId: like.postId.toString(), likesCount: updated.likesCount, revision: updated.revision });
    }
    await Follows.deleteMany({ $or: [{ followerId: userId }, { followingId: userId }] });
    await deps.follows.invalidate();
    await deps.onChange();
  }

  return {
    models: [deps.Posts, deps.Comments, deps.Likes, deps.Follows],
    collections: { Posts: deps.Posts, Comments: deps.Comments, Likes: deps.Likes },
    ...posts,
    ...reactions,
    ...follows,
    stats,
    removeUserContent,
    stop: () => broadcaster.cancel(),
  };
}
