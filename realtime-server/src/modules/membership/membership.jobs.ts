import { z } from 'zod';
import type { ModuleJob } from '../../jobs/jobs';
import { recurringJob } from '../../jobs/recurring-job';
import type { AccountDeletion } from './account-deletion';
import type { Dunning } from './dunning';
import type { renewalReminders } from './renewal-reminders';
import type { MembershipsService } from './membership.service';

export const EXPIRY_JOB = 'memberships:expiry';
/** Access ends at most this late after the paid period (the DTO already stops granting at expiresAt). */
export const EXPIRY_EVERY = '1 minute';
export const PROVIDER_CANCEL_RETRY_JOB = 'memberships:provider-cancel-retry';
/** A provider outage is usually minutes long; with the attempt cap this keeps trying for about a day. */
export const PROVIDER_CANCEL_RETRY_EVERY = '30 minutes';

export const EXPIRY_NOTICE_JOB = 'memberships:expiry-notice';
export const EXPIRY_NOTICE_EVERY = '1 hour';
export const DUNNING_JOB = 'memberships:dunning-reminders';
/** Grace reminders fall on whole days after the failure; an hourly sweep sends each within the hour. */
export const DUNNING_EVERY = '1 hour';

/** Ends memberships whose paid period is over, so their premium flag, rooms and tabs follow at once. */
export function membershipsJobs(memberships: Pick<MembershipsService, 'expireDue'>, deletion: Pick<AccountDeletion, 'retryProviderCancels'>, notices: ReturnType<typeof renewalReminders>, dunning: Pick<Dunning, 'remind'>): ModuleJob[] {
  return [
    // Members in grace after a failed renewal charge, on days 1, 3 and 6 (dunning.ts).
    recurringJob({ name: DUNNING_JOB, every: DUNNING_EVERY, maxRunMs: 60_000, run: async () => ({ sent: await dunning.remind() }), done: 'grace reminders sent' }),
    recurringJob({
      name: EXPIRY_JOB,
      every: EXPIRY_EVERY,
      // Ending a membership is one atomic update: another node may take over a dead node's sweep.
      maxRunMs: 60_000,
      run: async () => ({ ended: await memberships.expireDue() }),
      done: 'memberships ended',
    }),
    // Deleted accounts whose card subscription could not be cancelled at the provider at the time.
    recurringJob({ name: PROVIDER_CANCEL_RETRY_JOB, every: PROVIDER_CANCEL_RETRY_EVERY, run: () => deletion.retryProviderCancels(), done: 'provider cancels retried' }),
    // Every active membership, 7 days and 1 day before it renews or ends (renewal-reminders.ts).
    recurringJob({
      name: EXPIRY_NOTICE_JOB,
      every: EXPIRY_NOTICE_EVERY,
      // `at`: the clock of this run (tests run it at a chosen time; the schedule uses the real one).
      schema: z.object({ at: z.iso.datetime().optional() }),
      maxRunMs: 60_000,
      run: async ({ at }) => ({ announced: await notices(at ? new Date(at) : undefined) }),
      done: 'memberships ending soon announced',
    }),
  ];
}
