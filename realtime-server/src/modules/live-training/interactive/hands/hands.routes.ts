import { Router } from 'express';
import { ZHandRequest, ZHandUserParam, ZSessionIdRouteParam } from '@app/shared-types/live-training';
import { parseInput } from '../../../../errors/parse-input';
import { routeParam } from '../slice-kit';
import type { HandsService } from './hands.service';

/** Raised hands over REST: one's own hand up or down; instructors read the queue and lower anybody's. */
export function handsRoutes(hands: HandsService): Router {
  const router = Router();
  const sessionId = (params: unknown) => routeParam(ZSessionIdRouteParam, params, 'Session not found').sessionId;

  router.get('/training/hands/:sessionId', async (req, res) => {
    res.json(await hands.get(req.user, sessionId(req.params)));
  });
  router.post('/training/hands/:sessionId', async (req, res) => {
    const id = sessionId(req.params);
    res.json(await hands.raise(req.user, id, parseInput(ZHandRequest, req.body ?? {}).raised));
  });
  router.delete('/training/hands/:sessionId/:userId', async (req, res) => {
    const params = routeParam(ZHandUserParam, req.params, 'Hand not found');
    res.json(await hands.lowerFor(req.user, params.sessionId, params.userId));
  });
  return router;
}
