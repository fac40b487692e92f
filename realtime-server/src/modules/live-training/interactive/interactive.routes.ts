import { Router } from 'express';
import type { z } from 'zod';
import {
  ZAnswerQuestionRequest,
  ZAskQuestionRequest,
  ZControlsRequest,
  ZCreateBreakoutRequest,
  ZCreatePollRequest,
  ZModerateQuestionRequest,
  ZPollIdParam,
  ZQuestionIdParam,
  ZResourceIdParam,
  ZRoomIdParam,
  ZSessionIdParam,
  ZSessionIdRouteParam,
  ZShareResourceRequest,
  ZVoteRequest,
} from '@app/shared-types/live-training';
import { notFound } from '../../../errors/app-error';
import { parseInput } from '../../../errors/parse-input';
import type { InteractiveServices } from './interactive.services';

/** An id that cannot exist answers 404, like one that does not. */
function param<S extends z.ZodType>(schema: S, params: unknown, message: string): z.output<S> {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw notFound(message);
  return parsed.data;
}

/**
 * The interactive panel over REST. Identity always comes from the session cookie: createdBy, askedBy,
 * answeredBy or userId in a body are ignored (the schemas do not read them).
 */
export function interactiveRoutes(s: InteractiveServices): Router {
  const router = Router();
  const sessionId = (params: unknown) => param(ZSessionIdRouteParam, params, 'Session not found').sessionId;

  router.get('/training/polls/:sessionId', async (req, res) => {
    res.json(await s.polls.list(req.user, sessionId(req.params)));
  });
  router.post('/training/polls/:sessionId', async (req, res) => {
    const id = sessionId(req.params);
    res.status(201).json(await s.polls.createPoll(req.user, id, parseInput(ZCreatePollRequest, req.body)));
  });
  router.post('/training/polls/:pollId/vote', async (req, res) => {
    const { pollId } = param(ZPollIdParam, req.params, 'Poll not found');
    res.json(await s.polls.vote(req.user, pollId, parseInput(ZVoteRequest, req.body).optionIndexes));
  });
  router.post('/training/polls/:pollId/close', async (req, res) => {
    res.json(await s.polls.closePoll(req.user, param(ZPollIdParam, req.params, 'Poll not found').pollId));
  });

  router.get('/training/qa/:sessionId', async (req, res) => {
    res.json(await s.questions.list(req.user, sessionId(req.params)));
  });
  router.post('/training/qa/:sessionId', async (req, res) => {
    const id = sessionId(req.params);
    res.status(201).json(await s.questions.ask(req.user, id, parseInput(ZAskQuestionRequest, req.body)));
  });
  router.put('/training/qa/:questionId/answer', async (req, res) => {
    const { questionId } = param(ZQuestionIdParam, req.params, 'Question not found');
    res.json(await s.questions.answer(req.user, questionId, parseInput(ZAnswerQuestionRequest, req.body).answer));
  });
  router.post('/training/qa/:questionId/upvote', async (req, res) => {
    res.json(await s.questions.toggleUpvote(req.user, param(ZQuestionIdParam, req.params, 'Question not found').questionId));
  });
  router.put('/training/qa/:questionId/moderate', async (req, res) => {
    const { questionId } = param(ZQuestionIdParam, req.params, 'Question not found');
    res.json(await s.questions.moderate(req.user, questionId, parseInput(ZModerateQuestionRequest, req.body)));
  });

  router.get('/training/breakouts/:sessionId', async (req, res) => {
    res.json(await s.breakouts.list(req.user, sessionId(req.params)));
  });
  router.post('/training/breakouts/:sessionId', async (req, res) => {
    const id = sessionId(req.params);
    res.status(201).json(await s.breakouts.open(req.user, id, parseInput(ZCreateBreakoutRequest, req.body)));
  });
  router.post('/training/breakouts/:roomId/join', async (req, res) => {
    res.json(await s.breakouts.join(req.user, param(ZRoomIdParam, req.params, 'Breakout room not found').roomId));
  });
  router.post('/training/breakouts/:sessionId/leave', async (req, res) => {
    await s.breakouts.leave(req.user, sessionId(req.params));
    res.status(204).end();
  });
  router.post('/training/breakouts/:roomId/close', async (req, res) => {
    res.json(await s.breakouts.close(req.user, param(ZRoomIdParam, req.params, 'Breakout room not found').roomId));
  });
  router.post('/training/breakouts/:sessionId/close-all', async (req, res) => {
    res.json(await s.breakouts.closeAll(req.user, sessionId(req.params)));
  });

  router.get('/training/resources/:sessionId', async (req, res) => {
    res.json(await s.resources.list(req.user, sessionId(req.params)));
  });
  router.post('/training/resources/:sessionId', async (req, res) => {
    const id = sessionId(req.params);
    res.status(201).json(await s.resources.share(req.user, id, parseInput(ZShareResourceRequest, req.body)));
  });
  router.delete('/training/resources/:resourceId', async (req, res) => {
    await s.resources.remove(req.user, param(ZResourceIdParam, req.params, 'Resource not found').resourceId);
    res.status(204).end();
  });

  router.put('/training/controls/:sessionId', async (req, res) => {
    const id = sessionId(req.params);
    res.json(await s.controls.update(req.user, id, parseInput(ZControlsRequest, req.body)));
  });

  router.get('/live-training/:id/snapshot', async (req, res) => {
    res.json(await s.snapshot.snapshot(req.user, param(ZSessionIdParam, req.params, 'Session not found').id));
  });

  return router;
}
