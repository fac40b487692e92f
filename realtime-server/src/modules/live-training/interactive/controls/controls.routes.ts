import { Router } from 'express';
import { ZControlsRequest } from '@app/shared-types/live-training';
import { parseInput } from '../../../../errors/parse-input';
import { respond, sessionIdParam } from '../slice-kit';
import type { ControlsService } from './controls.service';

export function controlsRoutes(controls: ControlsService): Router {
  const router = Router();
  router.put('/training/controls/:sessionId', respond((req) => controls.update(req.user, sessionIdParam(req.params), parseInput(ZControlsRequest, req.body))));
  return router;
}
