import { Router } from 'express';
import { ZAcrExportQuery } from '@app/shared-types/compliance/acr';
import { requireRole } from '../../../http/guards';
import { parseInput } from '../../../errors/parse-input';
import type { SelfScan } from './self-scan.service';

/** Issue 26 §4: the site's own summary and ACR, public; an operator may start a run. */
export function selfRoutes(self: SelfScan): Router {
  const router = Router();
  router.get('/accessibility/self', async (_req, res) => {
    res.json(await self.summary());
  });
  router.get('/accessibility/self/acr', async (req, res) => {
    const { format } = parseInput(ZAcrExportQuery, req.query);
    const file = await self.exportAcr(format);
    res.type(file.contentType);
    res.set('Content-Disposition', `${format === 'yaml' ? 'attachment' : 'inline'}; filename="${file.fileName}"`);
    res.send(file.body);
  });
  router.post('/accessibility/self/runs', requireRole('operator'), async (_req, res) => {
    const started = await self.run();
    res.status(started ? 202 : 200).json({ started, ...(await self.summary()) });
  });
  return router;
}
