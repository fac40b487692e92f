import type { RequestHandler } from 'express';
import { TRAINING_VIDEO_MESSAGES } from '@app/shared-types/training-videos';
import { notFound } from '../../errors/app-error';
import type { AppModule } from '../module';
import { trainingVideosRoutes } from './training-videos.routes';
import { trainingVideosSeed } from './training-videos.seed';
import { createTrainingVideosService } from './training-videos.service';

export const trainingVideosModule: AppModule = {
  name: 'training-videos',
  setup: ({ db }) => {
    const videos = createTrainingVideosService({ db });
    // The same rule as the API: a members-only or premium video's files are not for everyone.
    const mediaAccess: RequestHandler = async (req, _res, next) => {
      next((await videos.canFetchMedia(req.user, req.baseUrl + req.path)) ? undefined : notFound(TRAINING_VIDEO_MESSAGES.notFound));
    };
    return { routes: trainingVideosRoutes(videos), mediaAccess, models: [videos.model], seeds: [trainingVideosSeed(videos)] };
  },
};
