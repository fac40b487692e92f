import type { Connection } from 'mongoose';
import type { Types } from 'mongoose';
import type { RealtimeEmitter } from '../../realtime/emitter';
import type { EventBus } from '../../events/event-bus';
import type { Accounts } from '../module';
import { commentModel, followModel, likeModel, postModel } from './community.models';
import type { AuthorInfo } from './community.dto';
import type { CacheRegistry } from '../../cache/caches';
import type { IPost } from './community.models';

/** One feed query's rows (limit + 1, to know if there is more) and their authors. */
export type FeedPageRows = { rows: IPost[]; authors: [string, AuthorInfo][] };

export type CommunityDeps = ReturnType<typeof communityDeps>;

export function communityDeps(db: Connection, emitter: RealtimeEmitter, caches: CacheRegistry, onWrite: () => void, users: Pick<Accounts, 'namesByIds' | 'findById' | 'countPremium'>, events: Pick<EventBus, 'publish'>) {
  // The newest pages are the hottest read; any community write drops them (here and on other nodes).
  const feedPages = caches.create<FeedPageRows>('community-feed-pages', { max: 500, ttlMs: 2_000 });
  const follows = caches.create<string[]>('community-follows', { max: 20_000, ttlMs: 60_000 });
  // Serialized pages per viewer (one shared entry for all visitors), bounded by total size. Any
  // community write and any follow change drops them all: writes are rare next to reads.
  const pageJson = caches.create<Buffer>('community-page-json', { max: 20_000, maxSize: 64 * 1024 * 1024, ttlMs: 2_000 });
  return {
    Posts: postModel(db),
    Comments: commentModel(db),
    Likes: likeModel(db),
    Follows: followModel(db),
    /** Accounts, through the users module's narrow interface. */
    accounts: users,
    emitter,
    /** Domain events, published after the write commits (community.commented, community.liked). */
    events,
    feedPages,
    pageJson,
    follows,
    /** Called after every write to posts, likes or comments. */
    onChange: async () => {
      await Promise.all([feedPages.invalidate(), pageJson.invalidate()]);
      onWrite();
    },
    /** Names for a batch of user ids, in one query. */
    async authors(ids: Types.ObjectId[]): Promise<Map<string, AuthorInfo>> {
      const names = await users.namesByIds(ids);
      return new Map([...names].map(([id, u]) => [id, { id, username: u.username, displayName: u.displayName }]));
    },
  };
}
