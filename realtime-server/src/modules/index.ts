import type { AppModule } from './module';
import { communityModule } from './community';
import { usersModule } from './users';

/** Every feature module, in mount order. Feature issues add theirs here. */
export const appModules: AppModule[] = [usersModule, communityModule];
