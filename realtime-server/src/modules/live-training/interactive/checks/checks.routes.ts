import { Router } from 'express';
import { ZSessionIdParam } from '@app/shared-types/live-training';
import { ZCheckIdParam, ZOpenCheckRequest } from '@app/shared-types/live-training/cpe';
import { parseInput } from '../../../../errors/parse-input';
import { respond, routeParam, sessionIdParam } from '../slice-kit';
import { CHECK_NOT_FOUND, type ChecksService } from './checks.service';
import type { CreditsService } from './credits.service';

/** Attendance checks, their ledger and the credits they feed. Identity is the session cookie's. */
export function checksRoutes(checks: ChecksService, credits: CreditsService): Router {
  const router = Router();
  const checkId = (params: unknown) => routeParam(ZCheckIdParam, params, CHECK_NOT_FOUND).checkId;

  router.get('/training/checks/:sessionId', respond((req) => credits.state(req.user, sessionIdParam(req.params))));
  router.get('/training/checks/:sessionId/ledger', respond((req) => checks.ledger(req.user, sessionIdParam(req.params))));
  router.post('/training/checks/:sessionId', respond((req) => checks.open(req.user, sessionIdParam(req.params), parseInput(ZOpenCheckRequest, req.body)), 201));
  // The body ({}) carries nothing: who answers is the signed-in attendee, when is the server's clock.
  router.post('/training/checks/:checkId/answer', respond((req) => checks.answer(req.user, checkId(req.params))));
  router.get('/live-training/:id/credits', respond((req) => credits.credits(req.user, routeParam(ZSessionIdParam, req.params, 'Session not found').id)));
  return router;
}
