import { Router } from 'express';
import { ZBreakoutBroadcastRequest, ZCreateBreakoutRequest, ZExtendBreakoutsRequest, ZRoomIdParam } from '@app/shared-types/live-training';
import { parseInput } from '../../../../errors/parse-input';
import { respond, routeParam, sessionIdParam } from '../slice-kit';
import type { BreakoutsService } from './breakouts.service';

/** Breakout rooms over REST: instructors open and close them, members join and leave. */
export function breakoutsRoutes(breakouts: BreakoutsService): Router {
  const router = Router();
  const roomId = (params: unknown) => routeParam(ZRoomIdParam, params, 'Breakout room not found').roomId;

  router.get('/training/breakouts/:sessionId', respond((req) => breakouts.list(req.user, sessionIdParam(req.params))));
  router.post(
    '/training/breakouts/:sessionId',
    respond((req) => breakouts.open(req.user, sessionIdParam(req.params), parseInput(ZCreateBreakoutRequest, req.body)), 201),
  );
  router.post('/training/breakouts/:roomId/join', respond((req) => breakouts.join(req.user, roomId(req.params))));
  router.post('/training/breakouts/:sessionId/leave', respond((req) => breakouts.leave(req.user, sessionIdParam(req.params)), 204));
  router.post('/training/breakouts/:roomId/close', respond((req) => breakouts.close(req.user, roomId(req.params))));
  router.post('/training/breakouts/:sessionId/close-all', respond((req) => breakouts.closeAll(req.user, sessionIdParam(req.params))));
  router.post(
    '/training/breakouts/:sessionId/extend',
    respond((req) => breakouts.extendTimer(req.user, sessionIdParam(req.params), parseInput(ZExtendBreakoutsRequest, req.body).minutes)),
  );
  router.post('/training/breakouts/:sessionId/countdown', respond((req) => breakouts.startCountdown(req.user, sessionIdParam(req.params))));
  router.post(
    '/training/breakouts/:sessionId/broadcast',
    respond((req) => breakouts.broadcast(req.user, sessionIdParam(req.params), parseInput(ZBreakoutBroadcastRequest, req.body).message)),
  );
  return router;
}
