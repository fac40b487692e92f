import type { AppModule } from '../module';
import { communityRoutes } from './community.routes';
import { communitySeed } from './community.seed';
import { createCommunityService } from './community.service';
import { feedRoomGrant } from './visibility';

export const communityModule: AppModule = {
  name: 'community',
  setup: ({ db, emitter, logger, users, caches }) => {
    const community = createCommunityService({ db, emitter, logger, caches });
    users.onDelete(community.removeUserContent);
    return {
      routes: communityRoutes(community),
      models: community.models,
      rooms: { feed: (viewer) => feedRoomGrant(viewer) },
      seeds: [communitySeed(users, community.collections)],
      stop: community.stop,
    };
  },
};
