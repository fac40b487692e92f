import { Router, type Request } from 'express';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { CONTACT_MESSAGES as M, CONTACT_MESSAGES_PER_HOUR, ZContactListQuery, ZContactRequest } from '@app/shared-types/contact';
import { currentUser, requireRole } from '../../http/guards';
import { tooManyRequests } from '../../errors/app-error';
import { parseInput } from '../../errors/parse-input';
import { idParam } from '../../http/params';
import type { LimiterStore } from '../../db/limiter-store';
import { addressKey } from '../../http/rate-limit';
import type { ContactService } from './contact.service';

export function contactRoutes(contact: ContactService, limiterStore: LimiterStore): Router {
  const router = Router();
  const operator = requireRole('operator');
  // Members count against their account, visitors against their address (one limit across nodes).
  const sends = limiterStore({ keyPrefix: 'contact', points: CONTACT_MESSAGES_PER_HOUR, duration: 60 * 60 });
  // Only messages that would be stored count: a visitor fixing a form mistake is not sending twice.
  async function consumeSend(req: Request): Promise<void> {
    const key = req.user ? `user:${req.user.id}` : `ip:${addressKey(req.ip)}`;
    try {
      await sends.consume(key);
    } catch (rejection) {
      throw rejection instanceof RateLimiterRes ? tooManyRequests(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)), M.rateLimited) : rejection;
    }
  }

  router.post('/contact', async (req, res) => {
    const input = parseInput(ZContactRequest, req.body);
    await consumeSend(req);
    res.status(201).json(await contact.send(req.user, input));
  });
  router.get('/contacts', operator, async (req, res) => {
    res.json(await contact.list(parseInput(ZContactListQuery, req.query)));
  });
  router.put('/contacts/:id/read', operator, async (req, res) => {
    res.json(await contact.markRead(idParam(req.params, M.notFound)));
  });
  router.put('/contacts/:id/handled', operator, async (req, res) => {
    res.json(await contact.markHandled(currentUser(req), idParam(req.params, M.notFound)));
  });
  return router;
}
