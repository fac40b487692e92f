import { Router } from 'express';
import type { Connection } from 'mongoose';
import type { EventBus } from '../../../events/event-bus';
import type { Jobs } from '../../../jobs/jobs';
import type { LimiterStore } from '../../../db/limiter-store';
import type { Clock } from '../../../lib/clock';
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
import { exportsRoutes } from './exports/exports.routes';
import { handsRoutes } from './hands/hands.routes';
import { handsSocket } from './hands/hands.socket';
import { interactiveModels } from './interactive.models';
import { createMemberLimits } from './limits';
import { panelTimerJobs } from './panel-timers.jobs';
import { seedInteractiveDemo } from './interactive.seed';
import { createInteractiveServices } from './interactive.services';
import { pollsRoutes } from './polls/polls.routes';
import { pollsSocket } from './polls/polls.socket';
import { presenterRoutes } from './presenter/presenter.routes';
import { questionsRoutes } from './questions/questions.routes';
import { questionsSocket } from './questions/questions.socket';
import { reactionsRoutes } from './reactions/reactions.routes';
import { reactionsSocket } from './reactions/reactions.socket';
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
  clock: Clock;
  limiterStore: LimiterStore;
};

/**
 * The interactive panel, as vertical slices (polls/, questions/, breakouts/, resources/, controls/,
 * hands/, reactions/, presenter/, each with its model, service, dto, events, routes and socket
 * handlers) that this only wires together, plus the snapshot that reads them all and the CSV exports.
 */
export function createInteractive({ db, emitter, logger, access, jobs, bus, cpe, clock, limiterStore }: InteractiveDeps): InteractiveParts {
  const models = interactiveModels(db);
  const limits = createMemberLimits(limiterStore);
  const s = createInteractiveServices({ models, access, emitter, logger, clock, limits });
  const checks = createChecksSlice({ db, access, emitter, logger, jobs, bus, settings: cpe, limits });
  const routes = Router();
  routes.use(pollsRoutes(s.polls), questionsRoutes(s.questions), breakoutsRoutes(s.breakouts), resourcesRoutes(s.resources), controlsRoutes(s.controls), snapshotRoutes(s.snapshot));
  routes.use(handsRoutes(s.hands), reactionsRoutes(s.reactions), presenterRoutes(s.presenter), exportsRoutes({ access, models }));
  routes.use(checks.routes);
  routes.use(evidenceRoutes(evidenceService({ access, checks: checks.checks, credits: checks.credits, polls: s.polls, questions: s.questions, settings: cpe })));
  const sockets = [snapshotSocket(s.snapshot), pollsSocket(s.polls), questionsSocket(s.questions), breakoutsSocket(s.breakouts), handsSocket(s.hands), reactionsSocket(s.reactions), checks.socket];
  return {
    routes,
    onSocket: (ctx: HandlerContext) => {
      for (const register of sockets) register(ctx);
    },
    models: [...Object.values(models), ...Object.values(checks.models)],
    jobs: [...checks.jobs, ...panelTimerJobs(s.sweepTimers)],
    presenceChanged: checks.presenceChanged,
    seedDemo: (input) => seedInteractiveDemo(s, input),
    removeUser: s.removeUser,
    stop: async () => {
      checks.stop();
      await s.stop();
    },
  };
}
