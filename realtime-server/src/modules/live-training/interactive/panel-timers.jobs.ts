import type { ModuleJob } from '../../../jobs/jobs';
import { recurringJob } from '../../../jobs/recurring-job';

export const TIMERS_JOB = 'live-training:panel-timers';
/**
 * How often a node looks for timers nobody woke up for (the node that set them stopped). The node
 * that sets a timer wakes up on time; this sweep is the insurance.
 */
export const TIMERS_EVERY = '30 seconds';

/** The recurring sweep of the panel's timers (quizzes, breakout rooms); one node runs each due time. */
export function panelTimerJobs(sweep: () => Promise<number>): ModuleJob[] {
  return [recurringJob({ name: TIMERS_JOB, every: TIMERS_EVERY, maxRunMs: 60_000, run: async () => ({ closed: await sweep() }), done: 'panel timers caught up' })];
}
