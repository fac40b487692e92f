import { Router } from 'express';
import { ZCreateTrainingVideoRequest, ZUpdateTrainingVideoRequest } from '@app/shared-types/training-videos';
import { requireRole } from '../../http/guards';
import { parseInput } from '../../errors/parse-input';
import { idParam } from '../../http/params';
import type { TrainingVideosService } from './training-videos.service';

export function trainingVideosRoutes(videos: TrainingVideosService): Router {
  const router = Router();
  const staff = requireRole('instructor', 'operator');

  router.get('/training-videos', async (req, res) => {
    res.json(await videos.list(req.user));
  });
  router.get('/training-videos/:id', async (req, res) => {
    res.json(await videos.get(req.user, idParam(req.params)));
  });
  router.post('/training-videos', staff, async (req, res) => {
    res.status(201).json(await videos.create(parseInput(ZCreateTrainingVideoRequest, req.body)));
  });
  router.patch('/training-videos/:id', staff, async (req, res) => {
    res.json(await videos.update(idParam(req.params), parseInput(ZUpdateTrainingVideoRequest, req.body)));
  });
  router.delete('/training-videos/:id', staff, async (req, res) => {
    await videos.remove(idParam(req.params));
    res.status(204).end();
  });
  return router;
}
