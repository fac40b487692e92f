import { Router } from 'express';
import { ZCpeProgramRequest } from '@app/shared-types/live-training/cpe';
import { currentUser, requireUser } from '../../../http/guards';
import { idParam } from '../../../http/params';
import { parseInput } from '../../../errors/parse-input';
import type { CpePrograms } from './cpe';
import { SESSION_NOT_FOUND } from './sessions.service';

/** PUT /api/live-training/:id/cpe: the session's instructor or an operator sets its CPE program. */
export function cpeRoutes(programs: CpePrograms): Router {
  const router = Router();
  router.put('/live-training/:id/cpe', requireUser, async (req, res) => {
    const id = idParam(req.params, SESSION_NOT_FOUND);
    res.json(await programs.setProgram(currentUser(req), id, parseInput(ZCpeProgramRequest, req.body)));
  });
  return router;
}
