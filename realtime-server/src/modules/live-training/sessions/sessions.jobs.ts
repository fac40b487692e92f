import { z } from 'zod';
import type { ModuleJob } from '../../../jobs/jobs';
import { recurringJob } from '../../../jobs/recurring-job';
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
  return [
    recurringJob({
      name: LIFECYCLE_JOB,
      every: LIFECYCLE_EVERY,
      // One sweep at a time even on one node (recurringJob's concurrency 1): a slow sweep and the next one would only race each other.
      // Each move is one atomic update, so a second sweep after a node died mid-sweep is harmless.
      maxRunMs: 60_000,
      run: () => sessions.runLifecycle(),
      done: 'live sessions moved on',
    }),
    recurringJob({
      name: STARTING_SOON_JOB,
      every: STARTING_SOON_EVERY,
      // `at`: the clock of this run (tests and the benchmark run it at a chosen time; the schedule uses the real one).
      schema: z.object({ at: z.iso.datetime().optional() }),
      // Each session is claimed by one conditional update: a second sweep after a node died announces nothing twice.
      maxRunMs: 60_000,
      run: async ({ at }) => ({ announced: await startingSoon(at ? new Date(at) : new Date()) }),
      done: 'live sessions starting soon announced',
    }),
  ];
}
