import { z } from 'zod';
import { defineJob, moduleJob, type ModuleJob } from '../../jobs/jobs';
import type { PlanChanges } from './plan-change.service';

export const PLAN_CHANGE_JOB = 'memberships:plan-changes';
/** A downgrade takes effect at most this late after the paid period ends. */
export const PLAN_CHANGE_EVERY = '1 minute';

/** Applies downgrades whose paid period is over (each one conditional update: one node applies it). */
export function planChangeJobs(changes: Pick<PlanChanges, 'applyDue'>): ModuleJob[] {
  const job = defineJob({
    name: PLAN_CHANGE_JOB,
    schema: z.object({}),
    concurrency: 1,
    maxRunMs: 60_000,
    handler: async (_data, { logger }) => {
      const applied = await changes.applyDue();
      if (applied) logger.info({ applied }, 'scheduled plan changes applied');
    },
  });
  return [moduleJob(job, { every: PLAN_CHANGE_EVERY, data: {} })];
}
