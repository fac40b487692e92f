import type { AppModule } from '../module';
import { commentModel, postModel } from './community.models';
import { communityRoutes } from './community.routes';
import { communitySeed } from './community.seed';
import { createCommunityService } from './community.service';
import { FEED_PAGE_DEFAULT, PAGE_DATA_KEYS } from '@app/shared-types/community/feed';
import { rooms } from '@app/shared-types/realtime';
import { feedRoomGrant, tierRoomsAbove } from './visibility';
// The events and monitoring figures this module declares (declaration merging), wherever it is compiled.
import './contracts';

export const communityModule: AppModule = {
  name: 'community',
  setup: ({ db, emitter, logger, users, caches, events }) => {
    const community = createCommunityService({ db, emitter, logger, caches, users, events });
    users.onDelete(community.removeUserContent);
    // Tier content must stop at once for someone who loses access (lapse, downgrade), not at their next reconnect.
    users.onChange((user) => {
      const above = tierRoomsAbove(user);
      if (above.length) emitter.leave(rooms.user(user.id), above);
    });
    return {
      routes: communityRoutes(community),
      models: community.models,
      rooms: { feed: (viewer) => feedRoomGrant(viewer) },
      seeds: [communitySeed(users, community.collections)],
      // The feed's first page and the sidebar's figures, as a visitor sees them (the same bytes /api/posts caches).
      pageData: [
        { route: '/community', key: PAGE_DATA_KEYS.feed, load: () => community.feedJson(null, { limit: FEED_PAGE_DEFAULT, following: false }) },
        { route: '/community', key: PAGE_DATA_KEYS.stats, load: async () => JSON.stringify(await community.stats()) },
      ],
      metrics: async () => {
        const [totalPosts, totalComments] = await Promise.all([postModel(db).countDocuments({}), commentModel(db).countDocuments({})]);
        return { totalPosts, totalComments };
      },
      stop: community.stop,
    };
  },
};
