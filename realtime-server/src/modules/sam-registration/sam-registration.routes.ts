import { Router } from 'express';
import { ZSamStepParam, ZSamStepStatusRequest, SAM_REGISTRATION_MESSAGES as M } from '@app/shared-types/sam-registration';
import { notFound } from '../../errors/app-error';
import { currentUser, requireUser } from '../../http/guards';
import { parseInput } from '../../errors/parse-input';
import type { SamRegistrationService } from './sam-registration.service';

const stepId = (params: unknown) => {
  const parsed = ZSamStepParam.safeParse(params);
  if (!parsed.success) throw notFound(M.stepNotFound);
  return parsed.data.stepId;
};

/** The signed-in member's own checklist; there is no way to name another member's. */
export function samRegistrationRoutes(sam: SamRegistrationService): Router {
  const router = Router();
  router.get('/sam-registration', requireUser, async (req, res) => {
    res.json(await sam.get(currentUser(req).id));
  });
  router.put('/sam-registration/steps/:stepId', requireUser, async (req, res) => {
    const id = stepId(req.params);
    const { status } = parseInput(ZSamStepStatusRequest, req.body);
    res.json(await sam.setStatus(currentUser(req).id, id, status));
  });
  return router;
}
