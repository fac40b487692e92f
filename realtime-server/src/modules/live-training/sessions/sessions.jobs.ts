import { z } from 'zod';
import { defineJob, moduleJob, type ModuleJob } from '../../../jobs/jobs';
import type { SessionsService } from './sessions.service';
import type { startingSoonSweep } from './starting-soon';

export const LIFECYCLE_JOB = 'live-training:lifecycle';
/** Sessions go live at most this late after their start if nobody starts them (plus agenda's polling). */
export const LIFECYCLE_EVERY = '1 minute';

export const STARTING_SOON_JOB = 'live-training:starting-soon';
/** Registrants hear of a session within a minute of its STARTING_SOON_MS mark (plus agenda's polling). */
export const STARTING_SOON_EVERY = '1 minute';

/** The recurring lifecycle sweep (see SessionsService.runLifecycle) and the starting-soon sweep; one node runs each due time. */
export function sessionsJobs(sessions: Pick<SessionsService, 'runLifecycle'>, startingSoon: ReturnType<typeof startingSoonSweep>): ModuleJob[] {
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
  const soon = defineJob({
    name: STARTING_SOON_JOB,
    // `at`: the clock of this run (tests and the benchmark run it at a chosen time; the schedule uses the real one).
    schema: z.object({ at: z.iso.datetime().optional() }),
    concurrency: 1,
    // Each session is claimed by one conditional update: a second sweep after a node died announces nothing twice.
    maxRunMs: 60_000,
    handler: async ({ at }, { logger }) => {
      const announced = await startingSoon(at ? new Date(at) : new Date());
      if (announced) logger.info({ announced }, 'live sessions starting soon announced');
    },
  });
  return [moduleJob(lifecycle, { every: LIFECYCLE_EVERY, data: {} }), moduleJob(soon, { every: STARTING_SOON_EVERY, data: {} })];
}
