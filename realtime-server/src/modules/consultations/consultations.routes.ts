import { Router, type RequestHandler } from 'express';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import {
  ZAllowanceQuery,
  ZAvailabilityQuery,
  ZBusinessHoursRequest,
  ZConsultationListQuery,
  ZCreateConsultationRequest,
  ZOutcomeRequest,
  ZRatingRequest,
  ZRescheduleRequest,
} from '@app/shared-types/consultations';
import { CONSULTATION_MESSAGES } from '@app/shared-types/consultations/model';
import { currentUser, requireRole, requireUser } from '../../http/guards';
import { idParam } from '../../http/params';
import { addressKey } from '../../http/rate-limit';
import { tooManyRequests } from '../../errors/app-error';
import { parseInput } from '../../errors/parse-input';
import type { Mailer } from '../../integrations/mail';
import type { BusinessHours } from './business-hours';
import type { ConsultationsService } from './consultations.service';
import { consultationInvite } from './invite';

/** Fields of the spec's payloads that would name a person: identity comes from the session. */
const withoutIdentity = (body: unknown) => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([key]) => key !== 'userId'));
};

const consultationId = (params: unknown) => idParam(params, CONSULTATION_MESSAGES.notFound);

export function consultationsRoutes(deps: {
  consultations: ConsultationsService;
  hours: BusinessHours;
  mailer: Mailer;
  organizer: { name: string; email: string };
  /** Counts visitors' contact-page requests (and bookings) per address, members' per account. */
  createLimiter: RateLimiterAbstract;
}): Router {
  const { consultations, hours, mailer, organizer, createLimiter } = deps;
  const createLimit: RequestHandler = (req, _res, next) => {
    createLimiter.consume(req.user?.id ?? addressKey(req.ip)).then(
      () => next(),
      (rejection: { msBeforeNext?: number }) => next(rejection instanceof Error ? rejection : tooManyRequests(Math.ceil((rejection.msBeforeNext ?? 60_000) / 1000))),
    );
  };
  const router = Router();
  const operator = requireRole('operator');

  router.get('/business-hours', async (_req, res) => {
    res.json(await hours.read());
  });
  router.put('/business-hours', operator, async (req, res) => {
    res.json(await hours.update(parseInput(ZBusinessHoursRequest, req.body), currentUser(req).id));
  });

  router.get('/mail/outbox', operator, async (req, res) => {
    const tag = typeof req.query.tag === 'string' ? req.query.tag.slice(0, 100) : undefined;
    res.json({ delivery: mailer.delivery, messages: await mailer.outbox({ tag }) });
  });

  router.get('/consultations/availability', async (req, res) => {
    const { date, duration } = parseInput(ZAvailabilityQuery, req.query);
    res.json(await consultations.availability(date, duration));
  });
  router.get('/consultations/allowance', requireUser, async (req, res) => {
    res.json(await consultations.allowance(currentUser(req), parseInput(ZAllowanceQuery, req.query).month));
  });
  router.get('/consultations', requireUser, async (req, res) => {
    res.json(await consultations.list(currentUser(req), parseInput(ZConsultationListQuery, req.query).category));
  });
  router.post('/consultations', createLimit, async (req, res) => {
    res.status(201).json(await consultations.create(req.user, parseInput(ZCreateConsultationRequest, withoutIdentity(req.body))));
  });
  router.put('/consultations/:id/cancel', requireUser, async (req, res) => {
    res.json(await consultations.cancel(currentUser(req), consultationId(req.params)));
  });
  router.put('/consultations/:id/reschedule', requireUser, async (req, res) => {
    const id = consultationId(req.params);
    res.json(await consultations.reschedule(currentUser(req), id, parseInput(ZRescheduleRequest, req.body).scheduledDate));
  });
  router.put('/consultations/:id/rating', requireUser, async (req, res) => {
    const id = consultationId(req.params);
    res.json(await consultations.rate(currentUser(req), id, parseInput(ZRatingRequest, req.body).rating));
  });
  router.put('/consultations/:id/outcome', operator, async (req, res) => {
    const id = consultationId(req.params);
    res.json(await consultations.recordOutcome(currentUser(req), id, parseInput(ZOutcomeRequest, req.body)));
  });
  router.get('/consultations/:id/invite.ics', requireUser, async (req, res) => {
    const c = await consultations.invite(currentUser(req), consultationId(req.params));
    const { method, ics } = consultationInvite(c, organizer);
    res.type(`text/calendar; charset=utf-8; method=${method}`);
    res.setHeader('Content-Disposition', 'attachment; filename="consultation.ics"');
    res.send(ics);
  });

  return router;
}
