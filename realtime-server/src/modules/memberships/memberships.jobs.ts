import { z } from 'zod';
import { defineJob, moduleJob, type ModuleJob } from '../../jobs/jobs';
import type { MembershipsService } from './memberships.service';

export const EXPIRY_JOB = 'memberships:expiry';
/** Access ends at most this late after the paid period (the DTO already stops granting at expiresAt). */
export const EXPIRY_EVERY = '1 minute';

/** Ends memberships whose paid period is over, so their premium flag, rooms and tabs follow at once. */
export function membershipsJobs(memberships: Pick<MembershipsService, 'expireDue'>): ModuleJob[] {
  const expiry = defineJob({
    name: EXPIRY_JOB,
    schema: z.object({}),
    concurrency: 1,
    handler: async (_data, { logger }) => {
      const ended = await memberships.expireDue();
      if (ended) logger.info({ ended }, 'memberships ended');
    },
  });
  return [moduleJob(expiry, { every: EXPIRY_EVERY, data: {} })];
}
