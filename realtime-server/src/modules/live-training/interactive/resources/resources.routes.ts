import { Router } from 'express';
import { ZResourceIdParam, ZSessionIdRouteParam, ZShareResourceRequest } from '@app/shared-types/live-training';
import { parseInput } from '../../../../errors/parse-input';
import { routeParam } from '../slice-kit';
import type { ResourcesService } from './resources.service';

/** Shared resources over REST (no socket commands: only instructors change them). */
export function resourcesRoutes(resources: ResourcesService): Router {
  const router = Router();
  const sessionId = (params: unknown) => routeParam(ZSessionIdRouteParam, params, 'Session not found').sessionId;

  router.get('/training/resources/:sessionId', async (req, res) => {
    res.json(await resources.list(req.user, sessionId(req.params)));
  });
  router.post('/training/resources/:sessionId', async (req, res) => {
    const id = sessionId(req.params);
    res.status(201).json(await resources.share(req.user, id, parseInput(ZShareResourceRequest, req.body)));
  });
  router.delete('/training/resources/:resourceId', async (req, res) => {
    await resources.remove(req.user, routeParam(ZResourceIdParam, req.params, 'Resource not found').resourceId);
    res.status(204).end();
  });
  return router;
}
