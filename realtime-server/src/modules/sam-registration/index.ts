import type { AppModule } from '../module';
import { samRegistrationRoutes } from './sam-registration.routes';
import { createSamRegistrationService } from './sam-registration.service';

/**
 * Each member's SAM registration checklist on the home page (spec 000 section 4): the steps' status
 * saved per member and the progress computed from it, instead of the spec's fixed sample.
 */
export const samRegistrationModule: AppModule = {
  name: 'sam-registration',
  setup: ({ db, users }) => {
    const sam = createSamRegistrationService({ db });
    users.onDelete((userId) => sam.removeUser(userId));
    return { routes: samRegistrationRoutes(sam), models: sam.models };
  },
};
