import { Router } from 'express';
import { ZControlsRequest, ZSessionIdRouteParam } from '@app/shared-types/live-training';
import { parseInput } from '../../../../errors/parse-input';
import { routeParam } from '../slice-kit';
import type { ControlsService } from './controls.service';

export function controlsRoutes(controls: ControlsService): Router {
  const router = Router();
  router.put('/training/controls/:sessionId', async (req, res) => {
    const id = routeParam(ZSessionIdRouteParam, req.params, 'Session not found').sessionId;
    res.json(await controls.update(req.user, id, parseInput(ZControlsRequest, req.body)));
  });
  return router;
}
