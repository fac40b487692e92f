import { Router } from 'express';
import { ZResourceIdParam, ZShareResourceRequest } from '@app/shared-types/live-training';
import { parseInput } from '../../../../errors/parse-input';
import { respond, routeParam, sessionIdParam } from '../slice-kit';
import type { ResourcesService } from './resources.service';

/** Shared resources over REST (no socket commands: only instructors change them). */
export function resourcesRoutes(resources: ResourcesService): Router {
  const router = Router();
  router.get('/training/resources/:sessionId', respond((req) => resources.list(req.user, sessionIdParam(req.params))));
  router.post('/training/resources/:sessionId', respond((req) => resources.share(req.user, sessionIdParam(req.params), parseInput(ZShareResourceRequest, req.body)), 201));
  router.delete(
    '/training/resources/:resourceId',
    respond((req) => resources.remove(req.user, routeParam(ZResourceIdParam, req.params, 'Resource not found').resourceId), 204),
  );
  return router;
}
