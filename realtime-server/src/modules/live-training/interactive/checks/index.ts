import { Router } from 'express';
import type { Connection } from 'mongoose';
import type { EventBus } from '../../../../events/event-bus';
import type { Jobs } from '../../../../jobs/jobs';
import type { HandlerContext } from '../../../../realtime/define-handler';
import type { MemberLimits } from '../limits';
import type { SliceDeps } from '../slice-kit';
import { checksJobs } from './checks.jobs';
import { checksModels } from './checks.model';
import { checksRoutes } from './checks.routes';
import { checksService } from './checks.service';
import { checksSocket } from './checks.socket';
import { creditsService, type CpeSettings } from './credits.service';

export type { CpeSettings } from './credits.service';

export type ChecksSliceDeps = SliceDeps & {
  db: Connection;
  jobs: Pick<Jobs, 'schedule'>;
  bus: Pick<EventBus, 'publish' | 'subscribe'>;
  settings: CpeSettings;
  clock?: () => Date;
  /** Answers are rate-limited per member, cluster-wide, like asking and reacting. */
  limits: MemberLimits;
};

/**
 * CPE attendance checks and credits, a slice of the panel: its models, services, routes, socket
 * command and jobs, and what it follows on the bus (a session going live or ending, a program set).
 */
export function createChecksSlice(deps: ChecksSliceDeps) {
  const clock = deps.clock ?? (() => new Date());
  const models = checksModels(deps.db);
  const defs = checksJobs({
    close: (checkId) => checks.closeById(checkId),
    planned: (sessionId, index) => credits.runPlanned(sessionId, index),
    sweep: () => checks.closeDue(),
  });
  const checks = checksService({
    ...deps,
    models,
    clock,
    scheduleClose: async (checkId, when) => {
      await deps.jobs.schedule(defs.close, new Date(when.getTime() + 500), { checkId });
    },
    creditsChanged: (sessionId) => credits.changed(sessionId),
  });
  const credits = creditsService({
    ...deps,
    models,
    checks,
    clock,
    schedulePlanned: async (sessionId, index, when) => {
      await deps.jobs.schedule(defs.planned, when, { sessionId, index });
    },
  });

  const { bus } = deps;
  bus.subscribe('live-training.session-started', 'cpe-check-plan', async ({ payload }) => {
    if (payload.program) await credits.plan(payload.sessionId, payload.program, new Date(payload.startedAt), new Date(payload.scheduledEndTime));
  });
  bus.subscribe('live-training.cpe-program-set', 'cpe-check-plan', async ({ payload }) => {
    if (payload.status !== 'live') return;
    // The instructors' credits follow the new program (credits offered cap them; answers required change).
    credits.changed(payload.sessionId);
    const facts = await deps.access.cpeFacts(payload.sessionId, clock());
    await credits.plan(payload.sessionId, payload.program, clock(), new Date(facts.session.scheduledEndTime));
  });
  bus.subscribe('live-training.session-ended', 'cpe-credits', ({ payload }) => credits.finalize(payload.sessionId, payload.status, new Date(payload.endedAt)));

  const routes = Router();
  routes.use(checksRoutes(checks, credits));
  return {
    models,
    checks,
    credits,
    routes,
    socket: checksSocket(checks) as (ctx: HandlerContext) => void,
    jobs: defs.moduleJobs,
    /** Presence moved (the sessions half recounted): at-risk and minutes change. */
    presenceChanged: (sessionId: string) => credits.changed(sessionId),
    stop: () => credits.stop(),
  };
}

export type ChecksSlice = ReturnType<typeof createChecksSlice>;
