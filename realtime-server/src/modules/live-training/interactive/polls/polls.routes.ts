import { Router } from 'express';
import { ZAnswersPageQuery, ZCreatePollRequest, ZLeaderboardRequest, ZPollIdParam, ZVoteRequest } from '@app/shared-types/live-training';
import { parseInput } from '../../../../errors/parse-input';
import { respond, routeParam, sessionIdParam } from '../slice-kit';
import type { PollsService } from './polls.service';

/** Polls over REST; createdBy or userId in a body are ignored (identity is the session cookie's). */
export function pollsRoutes(polls: PollsService): Router {
  const router = Router();
  const pollId = (params: unknown) => routeParam(ZPollIdParam, params, 'Poll not found').pollId;

  router.get('/training/polls/:sessionId', respond((req) => polls.list(req.user, sessionIdParam(req.params))));
  router.post('/training/polls/:sessionId', respond((req) => polls.createPoll(req.user, sessionIdParam(req.params), parseInput(ZCreatePollRequest, req.body)), 201));
  router.post('/training/polls/:pollId/vote', respond((req) => polls.vote(req.user, pollId(req.params), parseInput(ZVoteRequest, req.body))));
  router.post('/training/polls/:pollId/close', respond((req) => polls.closePoll(req.user, pollId(req.params))));
  router.post('/training/polls/:pollId/reveal', respond((req) => polls.reveal(req.user, pollId(req.params))));
  router.get('/training/polls/:pollId/answers', respond((req) => polls.answersPage(req.user, pollId(req.params), parseInput(ZAnswersPageQuery, req.query).before)));
  router.get('/training/polls/:sessionId/leaderboard', respond((req) => polls.getLeaderboard(req.user, sessionIdParam(req.params))));
  router.put(
    '/training/polls/:sessionId/leaderboard',
    respond((req) => polls.showLeaderboard(req.user, sessionIdParam(req.params), parseInput(ZLeaderboardRequest, req.body).shown)),
  );
  return router;
}
