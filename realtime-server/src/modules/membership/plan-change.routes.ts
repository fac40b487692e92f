import { Router } from 'express';
import { ZChangePlanRequest, MEMBERSHIP_MESSAGES as M } from '@app/shared-types/membership';
import { currentUser, requireRole, requireUser } from '../../http/guards';
import { parseInput } from '../../errors/parse-input';
import { idParam } from '../../http/params';
import type { PlanChanges } from './plan-change.service';

/**
 * Plan changes. The preview is its own route (`/change/preview`, same body, nothing written) so the
 * member sees the credit, the amount due and the date before confirming. Cancel at period end is
 * POST /api/subscriptions/mine/cancel (membership.routes.ts).
 */
export function planChangeRoutes(changes: PlanChanges): Router {
  const router = Router();
  const operator = requireRole('operator');
  router.post('/subscriptions/mine/change/preview', requireUser, async (req, res) => {
    res.json(await changes.preview(currentUser(req), parseInput(ZChangePlanRequest, req.body ?? {})));
  });
  router.post('/subscriptions/mine/change', requireUser, async (req, res) => {
    res.json(await changes.change(currentUser(req), parseInput(ZChangePlanRequest, req.body ?? {})));
  });
  router.post('/subscriptions/mine/undo-change', requireUser, async (req, res) => {
    res.json(await changes.undo(currentUser(req)));
  });
  router.get('/subscriptions/upgrades', operator, async (_req, res) => {
    res.json(await changes.upgradeQueue());
  });
  // An upgrade paid by Cash App: an operator verifies the transfer (or finds none).
  router.post('/subscriptions/:id/upgrade/approve', operator, async (req, res) => {
    res.json(await changes.approveUpgrade(currentUser(req), idParam(req.params, M.notFound)));
  });
  router.post('/subscriptions/:id/upgrade/reject', operator, async (req, res) => {
    res.json(await changes.rejectUpgrade(currentUser(req), idParam(req.params, M.notFound)));
  });
  return router;
}
