import { Router } from 'express';
import { ZSessionIdParam, ZSessionIdRouteParam } from '@app/shared-types/live-training';
import { ZCheckIdParam, ZOpenCheckRequest } from '@app/shared-types/live-training/cpe';
import { parseInput } from '../../../../errors/parse-input';
import { routeParam } from '../slice-kit';
import { CHECK_NOT_FOUND, type ChecksService } from './checks.service';
import type { CreditsService } from './credits.service';

/** Attendance checks, their ledger and the credits they feed. Identity is the session cookie's. */
export function checksRoutes(checks: ChecksService, credits: CreditsService): Router {
  const router = Router();
  const sessionId = (params: unknown) => routeParam(ZSessionIdRouteParam, params, 'Session not found').sessionId;
  const checkId = (params: unknown) => routeParam(ZCheckIdParam, params, CHECK_NOT_FOUND).checkId;

  router.get('/training/checks/:sessionId', async (req, res) => {
    res.json(await credits.state(req.user, sessionId(req.params)));
  });
  router.get('/training/checks/:sessionId/ledger', async (req, res) => {
    res.json(await checks.ledger(req.user, sessionId(req.params)));
  });
  router.post('/training/checks/:sessionId', async (req, res) => {
    const id = sessionId(req.params);
    res.status(201).json(await checks.open(req.user, id, parseInput(ZOpenCheckRequest, req.body ?? {})));
  });
  // The body ({}) carries nothing: who answers is the signed-in attendee, when is the server's clock.
  router.post('/training/checks/:checkId/answer', async (req, res) => {
    res.json(await checks.answer(req.user, checkId(req.params)));
  });
  router.get('/live-training/:id/credits', async (req, res) => {
    res.json(await credits.credits(req.user, routeParam(ZSessionIdParam, req.params, 'Session not found').id));
  });
  return router;
}
