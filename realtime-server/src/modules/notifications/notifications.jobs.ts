import { z } from 'zod';
import { moduleJob, type ModuleJob } from '../../jobs/jobs';
import { recurringJob } from '../../jobs/recurring-job';
import type { Channels } from './channels';
import type { Digest } from './digest';

export const DIGEST_JOB = 'notifications:digest';
/** Hourly, so a digest goes out within the hour after DIGEST_HOUR; the (person, day) record keeps it to one a day. */
export const DIGEST_EVERY = '1 hour';

/**
 * `at`: the clock of this run (tests run the job at a chosen time; the schedule gives none, so the
 * run uses the real time).
 */
export const ZDigestRun = z.object({ at: z.iso.datetime().optional() });

export function notificationsJobs(digest: Pick<Digest, 'run'>, channels: Pick<Channels, 'sendJob'>): ModuleJob[] {
  return [
    recurringJob({
      name: DIGEST_JOB,
      every: DIGEST_EVERY,
      schema: ZDigestRun,
      // Each digest is claimed by a unique (person, day) record: a second run after a node died mid-run sends nothing twice.
      maxRunMs: 10 * 60_000,
      run: async ({ at }) => ({ sent: (await digest.run(at ? new Date(at) : new Date())).sent }),
      done: 'notification digests sent',
    }),
    moduleJob(channels.sendJob),
  ];
}
