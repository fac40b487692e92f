import { Router } from 'express';
import { ZHistoryQuery } from '@app/shared-types/monitoring';
import { requireRole } from '../../http/guards';
import { parseInput } from '../../errors/parse-input';
import type { MonitoringService } from './monitoring.service';

/** Operators only (the original screen had no check at all). */
export function monitoringRoutes(monitoring: MonitoringService): Router {
  const router = Router();
  const operator = requireRole('operator');
  router.get('/monitoring', operator, async (_req, res) => {
    res.json(await monitoring.overview());
  });
  router.get('/monitoring/history', operator, async (req, res) => {
    res.json(await monitoring.history(parseInput(ZHistoryQuery, req.query).range));
  });
  return router;
}
