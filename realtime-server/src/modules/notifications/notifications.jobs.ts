import { z } from 'zod';
import { defineJob, moduleJob, type ModuleJob } from '../../jobs/jobs';
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
  const daily = defineJob({
    name: DIGEST_JOB,
    schema: ZDigestRun,
    concurrency: 1,
    // Each digest is claimed by a unique (person, day) record: a second run after a node died mid-run sends nothing twice.
    maxRunMs: 10 * 60_000,
    handler: async ({ at }, { logger }) => {
      const { sent } = await digest.run(at ? new Date(at) : new Date());
      if (sent) logger.info({ sent }, 'notification digests sent');
    },
  });
  return [moduleJob(daily, { every: DIGEST_EVERY, data: {} }), moduleJob(channels.sendJob)];
}
