import { Router } from 'express';
import {
  ZAnswerQuestionRequest,
  ZApproveQuestionRequest,
  ZAskQuestionRequest,
  ZModerateQuestionRequest,
  ZModerationRequest,
  ZNowAnsweringRequest,
  ZOlderQuestionsQuery,
  ZQuestionIdParam,
} from '@app/shared-types/live-training';
import { parseInput } from '../../../../errors/parse-input';
import { respond, routeParam, sessionIdParam } from '../slice-kit';
import type { QuestionsService } from './questions.service';

/** Q&A over REST; askedBy or answeredBy in a body are ignored (identity is the session cookie's). */
export function questionsRoutes(questions: QuestionsService): Router {
  const router = Router();
  const questionId = (params: unknown) => routeParam(ZQuestionIdParam, params, 'Question not found').questionId;

  router.get('/training/qa/:sessionId', respond((req) => questions.list(req.user, sessionIdParam(req.params))));
  router.get(
    '/training/qa/:sessionId/older',
    respond((req) => questions.olderPage(req.user, sessionIdParam(req.params), parseInput(ZOlderQuestionsQuery, req.query).before)),
  );
  router.post('/training/qa/:sessionId', respond((req) => questions.ask(req.user, sessionIdParam(req.params), parseInput(ZAskQuestionRequest, req.body)), 201));
  router.put(
    '/training/qa/:questionId/answer',
    respond((req) => questions.answer(req.user, questionId(req.params), parseInput(ZAnswerQuestionRequest, req.body).answer)),
  );
  router.post('/training/qa/:questionId/upvote', respond((req) => questions.toggleUpvote(req.user, questionId(req.params))));
  router.put('/training/qa/:questionId/moderate', respond((req) => questions.moderate(req.user, questionId(req.params), parseInput(ZModerateQuestionRequest, req.body))));
  router.put(
    '/training/qa/:sessionId/moderation',
    respond((req) => questions.setModeration(req.user, sessionIdParam(req.params), parseInput(ZModerationRequest, req.body).enabled)),
  );
  router.put(
    '/training/qa/:sessionId/answering',
    respond((req) => questions.setNowAnswering(req.user, sessionIdParam(req.params), parseInput(ZNowAnsweringRequest, req.body).questionId)),
  );
  router.post(
    '/training/qa/:questionId/approve',
    respond((req) => questions.approve(req.user, questionId(req.params), parseInput(ZApproveQuestionRequest, req.body).question)),
  );
  router.post('/training/qa/:questionId/dismiss', respond((req) => questions.dismiss(req.user, questionId(req.params))));
  return router;
}
