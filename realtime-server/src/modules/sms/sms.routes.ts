import { Router } from 'express';
import { SMS_MESSAGES as M, ZCreateCampaign, ZSubscriberImport } from '@app/shared-types/sms';
import { currentUser, requireRole } from '../../http/guards';
import { idParam } from '../../http/params';
import { parseInput } from '../../errors/parse-input';
import type { Campaigns } from './campaigns.service';
import type { Subscribers } from './subscribers';

/** Spec 001 section 7 (SMS), operators only: the server enforces it, the page mirrors it. */
export function smsRoutes(campaigns: Campaigns, subscribers: Subscribers): Router {
  const router = Router();
  router.use(['/sms-campaigns', '/sms-subscribers'], requireRole('operator'));
  router.get('/sms-campaigns', async (_req, res) => res.json(await campaigns.list()));
  router.get('/sms-campaigns/stats', async (_req, res) => res.json(await campaigns.stats()));
  router.get('/sms-campaigns/:id', async (req, res) => res.json(await campaigns.get(idParam(req.params, M.notFound))));
  router.post('/sms-campaigns', async (req, res) => {
    res.status(201).json(await campaigns.create(currentUser(req).id, parseInput(ZCreateCampaign, req.body)));
  });
  router.get('/sms-campaigns/:id/recipients', async (req, res) => res.json(await campaigns.recipients(idParam(req.params, M.notFound))));
  router.post('/sms-campaigns/:id/send', async (req, res) => res.json(await campaigns.send(idParam(req.params, M.notFound))));
  router.post('/sms-campaigns/:id/schedule', async (req, res) => res.json(await campaigns.schedule(idParam(req.params, M.notFound))));
  router.post('/sms-campaigns/:id/cancel', async (req, res) => res.json(await campaigns.cancel(idParam(req.params, M.notFound))));
  router.get('/sms-subscribers', async (_req, res) => res.json(await subscribers.list()));
  router.post('/sms-subscribers/import', async (req, res) => res.json(await subscribers.import(parseInput(ZSubscriberImport, req.body))));
  return router;
}
