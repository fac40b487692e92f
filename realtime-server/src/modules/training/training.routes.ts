import { Router } from 'express';
import { ZLessonProgressRequest, ZModuleIdParam, TRAINING_MESSAGES as M } from '@app/shared-types/training';
import { notFound } from '../../errors/app-error';
import { parseInput } from '../../errors/parse-input';
import type { TrainingService } from './training.service';

const moduleId = (params: unknown) => {
  const parsed = ZModuleIdParam.safeParse(params);
  if (!parsed.success) throw notFound(M.moduleNotFound);
  return parsed.data.id;
};

export function trainingRoutes(training: TrainingService): Router {
  const router = Router();
  router.get('/training/modules', async (req, res) => {
    res.json(await training.list(req.user));
  });
  router.get('/training/modules/:id', async (req, res) => {
    res.json(await training.get(req.user, moduleId(req.params)));
  });
  router.put('/training/modules/:id/progress', async (req, res) => {
    const id = moduleId(req.params);
    const { lessonId, completed } = parseInput(ZLessonProgressRequest, req.body);
    res.json(await training.recordLesson(req.user, id, lessonId, completed));
  });
  return router;
}
