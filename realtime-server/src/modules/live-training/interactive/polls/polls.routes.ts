import { Router } from 'express';
import { ZAnswersPageQuery, ZCreatePollRequest, ZLeaderboardRequest, ZPollIdParam, ZSessionIdRouteParam, ZVoteRequest } from '@app/shared-types/live-training';
import { parseInput } from '../../../../errors/parse-input';
import { routeParam } from '../slice-kit';
import type { PollsService } from './polls.service';

/** Polls over REST; createdBy or userId in a body are ignored (identity is the session cookie's). */
export function pollsRoutes(polls: PollsService): Router {
  const router = Router();
  const sessionId = (params: unknown) => routeParam(ZSessionIdRouteParam, params, 'Session not found').sessionId;
  const pollId = (params: unknown) => routeParam(ZPollIdParam, params, 'Poll not found').pollId;

  router.get('/training/polls/:sessionId', async (req, res) => {
    res.json(await polls.list(req.user, sessionId(req.params)));
  });
  router.post('/training/polls/:sessionId', async (req, res) => {
    const id = sessionId(req.params);
    res.status(201).json(await polls.createPoll(req.user, id, parseInput(ZCreatePollRequest, req.body)));
  });
  router.post('/training/polls/:pollId/vote', async (req, res) => {
    const id = pollId(req.params);
    res.json(await polls.vote(req.user, id, parseInput(ZVoteRequest, req.body)));
  });
  router.post('/training/polls/:pollId/close', async (req, res) => {
    res.json(await polls.closePoll(req.user, pollId(req.params)));
  });
  router.post('/training/polls/:pollId/reveal', async (req, res) => {
    res.json(await polls.reveal(req.user, pollId(req.params)));
  });
  router.get('/training/polls/:pollId/answers', async (req, res) => {
    const id = pollId(req.params);
    res.json(await polls.answersPage(req.user, id, parseInput(ZAnswersPageQuery, req.query).before));
  });
  router.get('/training/polls/:sessionId/leaderboard', async (req, res) => {
    res.json(await polls.getLeaderboard(req.user, sessionId(req.params)));
  });
  router.put('/training/polls/:sessionId/leaderboard', async (req, res) => {
    const id = sessionId(req.params);
    res.json(await polls.showLeaderboard(req.user, id, parseInput(ZLeaderboardRequest, req.body).shown));
  });
  return router;
}
