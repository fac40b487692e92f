import { Router } from 'express';
import { ZPresenterRequest, ZSessionIdRouteParam } from '@app/shared-types/live-training';
import { parseInput } from '../../../../errors/parse-input';
import { routeParam } from '../slice-kit';
import type { PresenterService } from './presenter.service';

/** What the projector shows: read by anybody in the session, chosen by instructors. */
export function presenterRoutes(presenter: PresenterService): Router {
  const router = Router();
  const sessionId = (params: unknown) => routeParam(ZSessionIdRouteParam, params, 'Session not found').sessionId;
  router.get('/training/presenter/:sessionId', async (req, res) => {
    res.json(await presenter.get(req.user, sessionId(req.params)));
  });
  router.put('/training/presenter/:sessionId', async (req, res) => {
    const id = sessionId(req.params);
    res.json(await presenter.set(req.user, id, parseInput(ZPresenterRequest, req.body)));
  });
  return router;
}
