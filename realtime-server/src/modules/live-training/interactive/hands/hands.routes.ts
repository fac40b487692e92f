import { Router } from 'express';
import { ZHandRequest, ZHandUserParam } from '@app/shared-types/live-training';
import { parseInput } from '../../../../errors/parse-input';
import { respond, routeParam, sessionIdParam } from '../slice-kit';
import type { HandsService } from './hands.service';

/** Raised hands over REST: one's own hand up or down; instructors read the queue and lower anybody's. */
export function handsRoutes(hands: HandsService): Router {
  const router = Router();
  router.get('/training/hands/:sessionId', respond((req) => hands.get(req.user, sessionIdParam(req.params))));
  router.post('/training/hands/:sessionId', respond((req) => hands.raise(req.user, sessionIdParam(req.params), parseInput(ZHandRequest, req.body).raised)));
  router.delete(
    '/training/hands/:sessionId/:userId',
    respond((req) => {
      const params = routeParam(ZHandUserParam, req.params, 'Hand not found');
      return hands.lowerFor(req.user, params.sessionId, params.userId);
    }),
  );
  return router;
}
