import { Router } from 'express';
import { ZAcrCriterionParam, ZAcrDiffQuery, ZAcrEvaluationRequest, ZAcrExportQuery, ZAcrScopeQuery, ZCreateAcrVersionRequest } from '@app/shared-types/compliance/acr';
import { ACR_MESSAGES } from '@app/shared-types/compliance/acr/model';
import { currentUser, requireUser } from '../../../http/guards';
import { idParam } from '../../../http/params';
import { parseInput } from '../../../errors/parse-input';
import type { Acr } from './acr.service';

const versionId = (params: unknown) => idParam(params, ACR_MESSAGES.versionNotFound);

/** Issue 26 §3: the report as it stands, evaluations per criterion, immutable versions, exports and diffs. */
export function acrRoutes(acr: Acr): Router {
  const router = Router();
  router.use('/compliance/acr', requireUser);
  router.get('/compliance/acr', async (req, res) => {
    res.json(await acr.current(currentUser(req), parseInput(ZAcrScopeQuery, req.query)));
  });
  router.put('/compliance/acr/criteria/:criterion', async (req, res) => {
    const { criterion } = parseInput(ZAcrCriterionParam, req.params);
    res.json(await acr.evaluate(currentUser(req), criterion, parseInput(ZAcrEvaluationRequest, req.body)));
  });
  router.get('/compliance/acr/versions', async (req, res) => {
    res.json(await acr.listVersions(currentUser(req), parseInput(ZAcrScopeQuery, req.query)));
  });
  router.post('/compliance/acr/versions', async (req, res) => {
    res.status(201).json(await acr.createVersion(currentUser(req), parseInput(ZCreateAcrVersionRequest, req.body ?? {})));
  });
  router.get('/compliance/acr/versions/:id', async (req, res) => {
    res.json(await acr.getVersion(currentUser(req), versionId(req.params)));
  });
  router.get('/compliance/acr/versions/:id/export', async (req, res) => {
    const { format } = parseInput(ZAcrExportQuery, req.query);
    const file = await acr.exportVersion(currentUser(req), versionId(req.params), format);
    res.type(file.contentType);
    res.set('Content-Disposition', `${format === 'yaml' ? 'attachment' : 'inline'}; filename="${file.fileName}"`);
    res.send(file.body);
  });
  router.get('/compliance/acr/versions/:id/diff', async (req, res) => {
    res.json(await acr.diff(currentUser(req), versionId(req.params), parseInput(ZAcrDiffQuery, req.query).from));
  });
  return router;
}
