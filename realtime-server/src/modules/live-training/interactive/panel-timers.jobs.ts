import { z } from 'zod';
import { defineJob, moduleJob, type ModuleJob } from '../../../jobs/jobs';

export const TIMERS_JOB = 'live-training:panel-timers';
/**
 * How often a node looks for timers nobody woke up for (the node that set them stopped). The node
 * that sets a timer wakes up on time; this sweep is the insurance.
 */
export const TIMERS_EVERY = '30 seconds';

/** The recurring sweep of the panel's timers (quizzes, breakout rooms); one node runs each due time. */
export function panelTimerJobs(sweep: () => Promise<number>): ModuleJob[] {
  const job = defineJob({
    name: TIMERS_JOB,
    schema: z.object({}),
    concurrency: 1,
    maxRunMs: 60_000,
    handler: async (_data, { logger }) => {
      const closed = await sweep();
      if (closed) logger.info({ closed }, 'panel timers caught up');
    },
  });
  return [moduleJob(job, { every: TIMERS_EVERY, data: {} })];
}
