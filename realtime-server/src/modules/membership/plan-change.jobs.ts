import type { ModuleJob } from '../../jobs/jobs';
import { recurringJob } from '../../jobs/recurring-job';
import type { PlanChanges } from './plan-change.service';

export const PLAN_CHANGE_JOB = 'memberships:plan-changes';
/** A downgrade takes effect at most this late after the paid period ends. */
export const PLAN_CHANGE_EVERY = '1 minute';

/** Applies downgrades whose paid period is over (each one conditional update: one node applies it). */
export function planChangeJobs(changes: Pick<PlanChanges, 'applyDue'>): ModuleJob[] {
  return [recurringJob({ name: PLAN_CHANGE_JOB, every: PLAN_CHANGE_EVERY, maxRunMs: 60_000, run: async () => ({ applied: await changes.applyDue() }), done: 'scheduled plan changes applied' })];
}
