import { Router, type RequestHandler } from 'express';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { ZCreateSubscriptionRequest, ZRefundRequest, ZReviewPaymentRequest, ZSubscribeRequest, MEMBERSHIP_MESSAGES as M } from '@app/shared-types/membership';
import { currentUser, requireRole, requireUser } from '../../http/guards';
import { tooManyRequests } from '../../errors/app-error';
import { parseInput } from '../../errors/parse-input';
import { idParam } from '../../http/params';
import { memoryLimiterStore, type LimiterStore } from '../../db/limiter-store';
import type { MembershipsService } from './membership.service';

/** The spec's body names a userId (a hard-coded placeholder): identity is the session's, so it is dropped. */
function withoutIdentity(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { userId: _ignored, ...rest } = body as Record<string, unknown>;
  return rest;
}

/** Checkouts per member per hour: each one may create customers and subscriptions at a provider. */
export const SUBSCRIBE_PER_HOUR = 10;

/** `limiterStore`: the app's shared rate-limit store when the context offers one (Redis on a cluster). */
export function membershipsRoutes(memberships: MembershipsService, limiterStore: LimiterStore = memoryLimiterStore): Router {
  const router = Router();
  const operator = requireRole('operator');
  const checkouts = limiterStore({ keyPrefix: 'subscribe', points: SUBSCRIBE_PER_HOUR, duration: 60 * 60 });
  const limitCheckouts: RequestHandler = (req, _res, next) => {
    checkouts.consume(req.user!.id).then(
      () => next(),
      (rejection: unknown) =>
        next(rejection instanceof RateLimiterRes ? tooManyRequests(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)), 'Too many checkout attempts. Please try again later.') : rejection),
    );
  };

  router.get('/plans', (_req, res) => {
    res.json(memberships.plans());
  });
  router.get('/payment-methods', (_req, res) => {
    res.json(memberships.methods());
  });
  router.get('/payments/status', (_req, res) => {
    res.json(memberships.status());
  });
  router.post('/subscribe', requireUser, limitCheckouts, async (req, res) => {
    res.status(201).json(await memberships.subscribe(currentUser(req), parseInput(ZSubscribeRequest, withoutIdentity(req.body))));
  });
  router.post('/create-subscription', requireUser, limitCheckouts, async (req, res) => {
    res.status(201).json(await memberships.createSubscription(currentUser(req), parseInput(ZCreateSubscriptionRequest, withoutIdentity(req.body))));
  });

  router.get('/subscriptions/mine', requireUser, async (req, res) => {
    res.json(await memberships.mine(currentUser(req)));
  });
  router.post('/subscriptions/mine/cancel', requireUser, async (req, res) => {
    res.json(await memberships.cancel(currentUser(req)));
  });
  router.post('/subscriptions/mine/refund', requireUser, async (req, res) => {
    res.json(await memberships.requestRefund(currentUser(req), parseInput(ZRefundRequest, req.body ?? {}).reason));
  });

  router.get('/payments/queue', operator, async (_req, res) => {
    res.json(await memberships.queue());
  });
  router.post('/payments/:id/approve', operator, async (req, res) => {
    res.json(await memberships.review(currentUser(req), idParam(req.params, M.notFound), 'approve', parseInput(ZReviewPaymentRequest, req.body ?? {}).note));
  });
  router.post('/payments/:id/reject', operator, async (req, res) => {
    res.json(await memberships.review(currentUser(req), idParam(req.params, M.notFound), 'reject', parseInput(ZReviewPaymentRequest, req.body ?? {}).note));
  });
  router.post('/payments/:id/refund', operator, async (req, res) => {
    res.json(await memberships.refund(currentUser(req), idParam(req.params, M.notFound)));
  });
  // Providers call these (no session, no browser headers); each request proves itself by its signature.
  router.post('/webhooks/square', async (req, res) => {
    res.json({ status: await memberships.webhook('square', req.rawBody, req.headers) });
  });
  router.post('/webhooks/paypal', async (req, res) => {
    res.json({ status: await memberships.webhook('paypal', req.rawBody, req.headers) });
  });
  return router;
}
