import { z } from 'zod';
import { defineJob, moduleJob, type ModuleJob } from '../../../jobs/jobs';
import type { SessionsService } from './sessions.service';

export const LIFECYCLE_JOB = 'live-training:lifecycle';
/** Sessions go live at most this late after their start if nobody starts them (plus agenda's polling). */
export const LIFECYCLE_EVERY = '1 minute';

/** The recurring lifecycle sweep (see SessionsService.runLifecycle); one node runs each due time. */
export function sessionsJobs(sessions: Pick<SessionsService, 'runLifecycle'>): ModuleJob[] {
  const lifecycle = defineJob({
    name: LIFECYCLE_JOB,
    schema: z.object({}),
    // One sweep at a time even on one node: a slow sweep and the next one would only race each other.
    concurrency: 1,
    // Each move is one atomic update, so a second sweep after a node died mid-sweep is harmless.
    maxRunMs: 60_000,
    handler: async (_data, { logger }) => {
      const moved = await sessions.runLifecycle();
      if (moved.started || moved.completed) logger.info(moved, 'live sessions moved on');
    },
  });
  return [moduleJob(lifecycle, { every: LIFECYCLE_EVERY, data: {} })];
}
