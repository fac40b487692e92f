import { Router } from 'express';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { ZAcrExportQuery } from '@app/shared-types/compliance/acr';
import { requireRole } from '../../../http/guards';
import { parseInput } from '../../../errors/parse-input';
import { addressKey, reserve } from '../../../http/rate-limit';
import type { SelfScan } from './self-scan.service';

/** ACR downloads of the site's own report one address may make per SELF_ACR_WINDOW_S: each one builds the report from the evidence. */
export const SELF_ACR_PER_ADDRESS = 20;
export const SELF_ACR_WINDOW_S = 10 * 60;

/**
 * Issue 26 §4: the site's own summary and ACR, public; an operator may start a run. The summary is
 * two indexed reads; the ACR is built on each download, so a visitor's address gets a few of them
 * per ten minutes (`acrLimiter`, the app's shared store) and browsers and proxies may keep one for
 * five minutes (the report changes once a day, or when a reviewer records an evaluation).
 */
export function selfRoutes(self: SelfScan, acrLimiter: RateLimiterAbstract): Router {
  const router = Router();
  router.get('/accessibility/self', async (_req, res) => {
    res.json(await self.summary());
  });
  router.get('/accessibility/self/acr', async (req, res) => {
    const { format } = parseInput(ZAcrExportQuery, req.query);
    await reserve(acrLimiter, addressKey(req.ip), 'Too many downloads of this report from your address. Please try again in a few minutes.');
    const file = await self.exportAcr(format);
    res.type(file.contentType);
    res.set('Cache-Control', 'public, max-age=300');
    res.set('Content-Disposition', `${format === 'yaml' ? 'attachment' : 'inline'}; filename="${file.fileName}"`);
    res.send(file.body);
  });
  router.post('/accessibility/self/runs', requireRole('operator'), async (_req, res) => {
    const started = await self.run();
    res.status(started ? 202 : 200).json({ started, ...(await self.summary()) });
  });
  return router;
}
