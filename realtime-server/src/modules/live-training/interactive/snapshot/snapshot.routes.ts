import { Router } from 'express';
import { ZSessionIdParam } from '@app/shared-types/live-training';
import { routeParam } from '../slice-kit';
import type { SnapshotService } from './snapshot.service';

export function snapshotRoutes(s: SnapshotService): Router {
  const router = Router();
  router.get('/live-training/:id/snapshot', async (req, res) => {
    res.json(await s.snapshot(req.user, routeParam(ZSessionIdParam, req.params, 'Session not found').id));
  });
  return router;
}
