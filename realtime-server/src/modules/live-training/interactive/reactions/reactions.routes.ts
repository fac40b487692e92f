import { Router } from 'express';
import { ZReactRequest, ZReactionsSettingsRequest } from '@app/shared-types/live-training';
import { parseInput } from '../../../../errors/parse-input';
import { respond, sessionIdParam } from '../slice-kit';
import type { ReactionsService } from './reactions.service';

/** Reactions over REST: members react; instructors turn them on or off. */
export function reactionsRoutes(reactions: ReactionsService): Router {
  const router = Router();
  router.get('/training/reactions/:sessionId', respond((req) => reactions.get(req.user, sessionIdParam(req.params))));
  router.post('/training/reactions/:sessionId', respond((req) => reactions.react(req.user, sessionIdParam(req.params), parseInput(ZReactRequest, req.body).reaction)));
  router.put(
    '/training/reactions/:sessionId/settings',
    respond((req) => reactions.setEnabled(req.user, sessionIdParam(req.params), parseInput(ZReactionsSettingsRequest, req.body).enabled)),
  );
  return router;
}
