import type { AppModule } from '../module';
import { trainingRoutes } from './training.routes';
import { createTrainingService } from './training.service';

/** The training library /training: 13 modules (2 free), premium content gated on the server, progress per member. */
export const trainingModule: AppModule = {
  name: 'training',
  setup: ({ db, users }) => {
    const training = createTrainingService({ db });
    users.onDelete((userId) => training.removeUser(userId));
    return { routes: trainingRoutes(training), models: training.models };
  },
};
