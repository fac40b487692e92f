import type { AppModule } from '../module';
import { communityRoutes } from './community.routes';
import { communitySeed } from './community.seed';
import { createCommunityService } from './community.service';
import { hasPremiumAccess } from '@app/shared-types/auth';
import { rooms } from '@app/shared-types/realtime';
import { feedRoomGrant, feedRooms } from './visibility';

export const communityModule: AppModule = {
  name: 'community',
  setup: ({ db, emitter, logger, users, caches }) => {
    const community = createCommunityService({ db, emitter, logger, caches, users });
    users.onDelete(community.removeUserContent);
    // Premium content must stop at once for someone who loses access, not at their next reconnect.
    users.onChange((user) => {
      if (!hasPremiumAccess(user)) emitter.leave(rooms.user(user.id), feedRooms.premium);
    });
    return {
      routes: communityRoutes(community),
      models: community.models,
      rooms: { feed: (viewer) => feedRoomGrant(viewer) },
      seeds: [communitySeed(users, community.collections)],
      stop: community.stop,
    };
  },
};
