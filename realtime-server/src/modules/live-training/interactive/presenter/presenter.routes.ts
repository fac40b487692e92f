import { Router } from 'express';
import { ZPresenterRequest } from '@app/shared-types/live-training';
import { parseInput } from '../../../../errors/parse-input';
import { respond, sessionIdParam } from '../slice-kit';
import type { PresenterService } from './presenter.service';

/** What the projector shows: read by anybody in the session, chosen by instructors. */
export function presenterRoutes(presenter: PresenterService): Router {
  const router = Router();
  router.get('/training/presenter/:sessionId', respond((req) => presenter.get(req.user, sessionIdParam(req.params))));
  router.put('/training/presenter/:sessionId', respond((req) => presenter.set(req.user, sessionIdParam(req.params), parseInput(ZPresenterRequest, req.body))));
  return router;
}
