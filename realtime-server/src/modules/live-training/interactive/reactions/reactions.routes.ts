import { Router } from 'express';
import { ZReactRequest, ZReactionsSettingsRequest, ZSessionIdRouteParam } from '@app/shared-types/live-training';
import { parseInput } from '../../../../errors/parse-input';
import { routeParam } from '../slice-kit';
import type { ReactionsService } from './reactions.service';

/** Reactions over REST: members react; instructors turn them on or off. */
export function reactionsRoutes(reactions: ReactionsService): Router {
  const router = Router();
  const sessionId = (params: unknown) => routeParam(ZSessionIdRouteParam, params, 'Session not found').sessionId;

  router.get('/training/reactions/:sessionId', async (req, res) => {
    res.json(await reactions.get(req.user, sessionId(req.params)));
  });
  router.post('/training/reactions/:sessionId', async (req, res) => {
    const id = sessionId(req.params);
    res.json(await reactions.react(req.user, id, parseInput(ZReactRequest, req.body).reaction));
  });
  router.put('/training/reactions/:sessionId/settings', async (req, res) => {
    const id = sessionId(req.params);
    res.json(await reactions.setEnabled(req.user, id, parseInput(ZReactionsSettingsRequest, req.body).enabled));
  });
  return router;
}
