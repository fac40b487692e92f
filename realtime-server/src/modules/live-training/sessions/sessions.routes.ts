import { Router } from 'express';
import {
  ZFeedbackRequest,
  ZInstantSessionRequest,
  ZRecordingRequest,
  ZScheduleSessionRequest,
  ZSessionListQuery,
  ZUpdateSessionRequest,
} from '@app/shared-types/live-training';
import { currentUser, requireRole, requireUser } from '../../../http/guards';
import { idParam } from '../../../http/params';
import { parseInput } from '../../../errors/parse-input';
import { SESSION_NOT_FOUND, type SessionsService } from './sessions.service';
import type { RegistrationsService } from './registrations.service';

/**
 * The spec's placeholders for identity (`userId`, `instructorId`, `instructorName`, `createdBy`):
 * identity comes from the signed-in session, so these are dropped unread, even by strict schemas.
 */
const IDENTITY_FIELDS = ['userId', 'instructorId', 'instructorName', 'createdBy'];
function withoutIdentity(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([key]) => !IDENTITY_FIELDS.includes(key)));
}

const sessionId = (params: unknown) => idParam(params, SESSION_NOT_FOUND);

export function sessionsRoutes(sessions: SessionsService, registrations: RegistrationsService): Router {
  const router = Router();
  const staff = requireRole('instructor', 'operator');

  // Fixed paths before `/:id`.
  router.get('/live-training/meeting-provider', (_req, res) => {
    res.json(sessions.meetingProviderInfo());
  });
  router.get('/live-training/upcoming', async (req, res) => {
    res.json(await sessions.upcoming(req.user));
  });
  router.get('/live-training', async (req, res) => {
    res.json(await sessions.list(req.user, parseInput(ZSessionListQuery, req.query).category));
  });
  router.post('/live-training/instant', staff, async (req, res) => {
    res.status(201).json(await sessions.instant(currentUser(req), parseInput(ZInstantSessionRequest, withoutIdentity(req.body))));
  });
  router.post('/live-training', staff, async (req, res) => {
    res.status(201).json(await sessions.schedule(currentUser(req), parseInput(ZScheduleSessionRequest, withoutIdentity(req.body))));
  });

  router.get('/live-training/:id', async (req, res) => {
    res.json(await sessions.get(req.user, sessionId(req.params)));
  });
  router.patch('/live-training/:id', requireUser, async (req, res) => {
    const id = sessionId(req.params);
    res.json(await sessions.update(currentUser(req), id, parseInput(ZUpdateSessionRequest, withoutIdentity(req.body))));
  });
  router.post('/live-training/:id/cancel', requireUser, async (req, res) => {
    res.json(await sessions.transition(currentUser(req), sessionId(req.params), 'cancel'));
  });
  router.post('/live-training/:id/start', requireUser, async (req, res) => {
    res.json(await sessions.transition(currentUser(req), sessionId(req.params), 'start'));
  });
  router.post('/live-training/:id/end', requireUser, async (req, res) => {
    res.json(await sessions.transition(currentUser(req), sessionId(req.params), 'end'));
  });
  router.put('/live-training/:id/recording', requireUser, async (req, res) => {
    const id = sessionId(req.params);
    res.json(await sessions.setRecording(currentUser(req), id, parseInput(ZRecordingRequest, req.body).recordingUrl));
  });

  // The body of the spec's register call ({userId}) is never read.
  router.post('/live-training/:id/register', async (req, res) => {
    const { created, ...result } = await registrations.register(req.user, sessionId(req.params));
    res.status(created ? 201 : 200).json(result);
  });
  router.delete('/live-training/:id/register', requireUser, async (req, res) => {
    res.json(await registrations.unregister(currentUser(req), sessionId(req.params)));
  });
  router.post('/live-training/:id/feedback', requireUser, async (req, res) => {
    const id = sessionId(req.params);
    res.json(await registrations.feedback(currentUser(req), id, parseInput(ZFeedbackRequest, req.body)));
  });
  router.get('/live-training/:id/attendance', requireUser, async (req, res) => {
    res.json(await registrations.attendance(currentUser(req), sessionId(req.params)));
  });

  return router;
}
