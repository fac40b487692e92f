import type { AppModule } from '../module';
import { authRoutes } from './auth.routes';
import { usersSeed } from './users.seed';

export const usersModule: AppModule = {
  name: 'users',
  setup: ({ users, emitter, config, limiterStore }) => ({
    routes: authRoutes({ users, emitter, config, limiterStore }),
    models: [users.model],
    seeds: [usersSeed(users)],
  }),
};
