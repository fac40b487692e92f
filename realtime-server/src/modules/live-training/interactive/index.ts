import { Router } from 'express';
import type { Connection } from 'mongoose';
import type { EventBus } from '../../../events/event-bus';
import type { Jobs } from '../../../jobs/jobs';
import type { Logger } from '../../../logger';
import type { HandlerContext } from '../../../realtime/define-handler';
import type { RealtimeEmitter } from '../../../realtime/emitter';
import type { InteractiveParts, SessionAccess } from '../contracts';
import { breakoutsRoutes } from './breakouts/breakouts.routes';
import { breakoutsSocket } from './breakouts/breakouts.socket';
import { createChecksSlice, type CpeSettings } from './checks';
import { controlsRoutes } from './controls/controls.routes';
import { evidenceRoutes } from './evidence/evidence.routes';
import { evidenceService } from './evidence/evidence.service';
import { interactiveModels } from './interactive.models';
import { seedInteractiveDemo } from './interactive.seed';
import { createInteractiveServices } from './interactive.services';
import { pollsRoutes } from './polls/polls.routes';
import { pollsSocket } from './polls/polls.socket';
import { questionsRoutes } from './questions/questions.routes';
import { questionsSocket } from './questions/questions.socket';
import { resourcesRoutes } from './resources/resources.routes';
import { snapshotRoutes } from './snapshot/snapshot.routes';
import { snapshotSocket } from './snapshot/snapshot.socket';

export type InteractiveDeps = {
  db: Connection;
  emitter: RealtimeEmitter;
  logger: Logger;
  access: SessionAccess;
  /** CPE checks: their jobs, the bus they follow and publish on, and the settings. */
  jobs: Pick<Jobs, 'schedule'>;
  bus: Pick<EventBus, 'publish' | 'subscribe'>;
  cpe: CpeSettings;
};

/**
 * The interactive panel, as vertical slices (polls/, questions/, breakouts/, resources/, controls/,
 * each with its model, service, dto, events, routes and socket handlers) that this only wires
 * together, plus the snapshot that reads them all.
 */
export function createInteractive({ db, emitter, logger, access, jobs, bus, cpe }: InteractiveDeps): InteractiveParts {
  const models = interactiveModels(db);
  const s = createInteractiveServices({ models, access, emitter, logger });
  const checks = createChecksSlice({ db, access, emitter, logger, jobs, bus, settings: cpe });
  const routes = Router();
  routes.use(pollsRoutes(s.polls), questionsRoutes(s.questions), breakoutsRoutes(s.breakouts), resourcesRoutes(s.resources), controlsRoutes(s.controls), snapshotRoutes(s.snapshot));
  routes.use(checks.routes);
  routes.use(evidenceRoutes(evidenceService({ access, checks: checks.checks, credits: checks.credits, polls: s.polls, questions: s.questions, settings: cpe })));
  const sockets = [snapshotSocket(s.snapshot), pollsSocket(s.polls), questionsSocket(s.questions), breakoutsSocket(s.breakouts), checks.socket];
  return {
    routes,
    onSocket: (ctx: HandlerContext) => {
      for (const register of sockets) register(ctx);
    },
    models: [...Object.values(models), ...Object.values(checks.models)],
    jobs: checks.jobs,
    presenceChanged: checks.presenceChanged,
    seedDemo: (input) => seedInteractiveDemo(s, input),
    removeUser: s.removeUser,
    stop: async () => {
      checks.stop();
      await s.stop();
    },
  };
}
