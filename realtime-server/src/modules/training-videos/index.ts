import type { AppModule } from '../module';
import { trainingVideosRoutes } from './training-videos.routes';
import { trainingVideosSeed } from './training-videos.seed';
import { createTrainingVideosService } from './training-videos.service';

export const trainingVideosModule: AppModule = {
  name: 'training-videos',
  setup: ({ db }) => {
    const videos = createTrainingVideosService({ db });
    return { routes: trainingVideosRoutes(videos), models: [videos.model], seeds: [trainingVideosSeed(videos)] };
  },
};
