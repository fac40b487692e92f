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
  ZSessionIdRouteParam,
} from '@app/shared-types/live-training';
import { parseInput } from '../../../../errors/parse-input';
import { routeParam } from '../slice-kit';
import type { QuestionsService } from './questions.service';

/** Q&A over REST; askedBy or answeredBy in a body are ignored (identity is the session cookie's). */
export function questionsRoutes(questions: QuestionsService): Router {
  const router = Router();
  const sessionId = (params: unknown) => routeParam(ZSessionIdRouteParam, params, 'Session not found').sessionId;
  const questionId = (params: unknown) => routeParam(ZQuestionIdParam, params, 'Question not found').questionId;

  router.get('/training/qa/:sessionId', async (req, res) => {
    res.json(await questions.list(req.user, sessionId(req.params)));
  });
  router.get('/training/qa/:sessionId/older', async (req, res) => {
    const id = sessionId(req.params);
    res.json(await questions.olderPage(req.user, id, parseInput(ZOlderQuestionsQuery, req.query).before));
  });
  router.post('/training/qa/:sessionId', async (req, res) => {
    const id = sessionId(req.params);
    res.status(201).json(await questions.ask(req.user, id, parseInput(ZAskQuestionRequest, req.body)));
  });
  router.put('/training/qa/:questionId/answer', async (req, res) => {
    const id = questionId(req.params);
    res.json(await questions.answer(req.user, id, parseInput(ZAnswerQuestionRequest, req.body).answer));
  });
  router.post('/training/qa/:questionId/upvote', async (req, res) => {
    res.json(await questions.toggleUpvote(req.user, questionId(req.params)));
  });
  router.put('/training/qa/:questionId/moderate', async (req, res) => {
    const id = questionId(req.params);
    res.json(await questions.moderate(req.user, id, parseInput(ZModerateQuestionRequest, req.body)));
  });
  router.put('/training/qa/:sessionId/moderation', async (req, res) => {
    const id = sessionId(req.params);
    res.json(await questions.setModeration(req.user, id, parseInput(ZModerationRequest, req.body).enabled));
  });
  router.put('/training/qa/:sessionId/answering', async (req, res) => {
    const id = sessionId(req.params);
    res.json(await questions.setNowAnswering(req.user, id, parseInput(ZNowAnsweringRequest, req.body).questionId));
  });
  router.post('/training/qa/:questionId/approve', async (req, res) => {
    const id = questionId(req.params);
    res.json(await questions.approve(req.user, id, parseInput(ZApproveQuestionRequest, req.body ?? {}).question));
  });
  router.post('/training/qa/:questionId/dismiss', async (req, res) => {
    res.json(await questions.dismiss(req.user, questionId(req.params)));
  });
  return router;
}
