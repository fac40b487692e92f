import { Router } from 'express';
import { ZBreakoutBroadcastRequest, ZCreateBreakoutRequest, ZExtendBreakoutsRequest, ZRoomIdParam, ZSessionIdRouteParam } from '@app/shared-types/live-training';
import { parseInput } from '../../../../errors/parse-input';
import { routeParam } from '../slice-kit';
import type { BreakoutsService } from './breakouts.service';

/** Breakout rooms over REST: instructors open and close them, members join and leave. */
export function breakoutsRoutes(breakouts: BreakoutsService): Router {
  const router = Router();
  const sessionId = (params: unknown) => routeParam(ZSessionIdRouteParam, params, 'Session not found').sessionId;
  const roomId = (params: unknown) => routeParam(ZRoomIdParam, params, 'Breakout room not found').roomId;

  router.get('/training/breakouts/:sessionId', async (req, res) => {
    res.json(await breakouts.list(req.user, sessionId(req.params)));
  });
  router.post('/training/breakouts/:sessionId', async (req, res) => {
    const id = sessionId(req.params);
    res.status(201).json(await breakouts.open(req.user, id, parseInput(ZCreateBreakoutRequest, req.body)));
  });
  router.post('/training/breakouts/:roomId/join', async (req, res) => {
    res.json(await breakouts.join(req.user, roomId(req.params)));
  });
  router.post('/training/breakouts/:sessionId/leave', async (req, res) => {
    await breakouts.leave(req.user, sessionId(req.params));
    res.status(204).end();
  });
  router.post('/training/breakouts/:roomId/close', async (req, res) => {
    res.json(await breakouts.close(req.user, roomId(req.params)));
  });
  router.post('/training/breakouts/:sessionId/close-all', async (req, res) => {
    res.json(await breakouts.closeAll(req.user, sessionId(req.params)));
  });
  router.post('/training/breakouts/:sessionId/extend', async (req, res) => {
    const id = sessionId(req.params);
    res.json(await breakouts.extendTimer(req.user, id, parseInput(ZExtendBreakoutsRequest, req.body).minutes));
  });
  router.post('/training/breakouts/:sessionId/countdown', async (req, res) => {
    res.json(await breakouts.startCountdown(req.user, sessionId(req.params)));
  });
  router.post('/training/breakouts/:sessionId/broadcast', async (req, res) => {
    const id = sessionId(req.params);
    res.json(await breakouts.broadcast(req.user, id, parseInput(ZBreakoutBroadcastRequest, req.body).message));
  });
  return router;
}
