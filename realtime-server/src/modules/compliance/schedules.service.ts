import { Types, type Connection } from 'mongoose';
import { z } from 'zod';
import type { TUser } from '@app/shared-types/auth';
import { COMPLIANCE_MESSAGES, type TSchedule, type TScheduleFrequency } from '@app/shared-types/compliance/model';
import { defineJob, moduleJob, type ModuleJob } from '../../jobs/jobs';
import { notFound } from '../../errors/app-error';
import type { Logger } from '../../logger';
import { ownerFilter } from './compliance.access';
import { toScheduleDTO } from './compliance.dto';
import { scheduleModel } from './compliance.model';
import type { Profiles } from './profiles.service';
import type { ScansService } from './scans.service';

export const SCHEDULES_JOB = 'compliance:schedules';
/** How often due re-scans are looked for; a re-scan starts at most this late. */
export const SCHEDULES_EVERY = '5 minutes';

const DAY = 24 * 60 * 60 * 1000;
const PERIOD: Record<TScheduleFrequency, number> = { daily: DAY, weekly: 7 * DAY };
const DUE_BATCH = 100;

/**
 * A member's daily or weekly re-scan of a URL. One recurring agenda sweep (run once per due time
 * across nodes) claims each due schedule by moving its nextRunAt atomically, then queues the scan;
 * re-scans are the member's standing request and do not use up the hourly allowance. A schedule with
 * a site profile keeps it even when the profile is deleted: its re-scans then fail with that reason
 * instead of quietly scanning the public page.
 */
export function createSchedules(deps: { db: Connection; scans: ScansService; profiles: Pick<Profiles, 'requireOwn'>; logger: Logger }) {
  const Schedules = scheduleModel(deps.db);

  async function runDue(now = new Date()): Promise<number> {
    const due = await Schedules.find({ nextRunAt: { $lte: now } }).sort({ nextRunAt: 1 }).limit(DUE_BATCH);
    let started = 0;
    for (const schedule of due) {
      const claimed = await Schedules.findOneAndUpdate(
        { _id: schedule._id, nextRunAt: schedule.nextRunAt },
        { $set: { nextRunAt: new Date(now.getTime() + PERIOD[schedule.frequency]), lastRunAt: now } },
        { returnDocument: 'after' },
      );
      if (!claimed) continue;
      try {
        await deps.scans.queueScans(schedule.ownerId.toString(), [schedule.url], { scanType: 'scheduled', scheduleId: schedule._id, profileId: schedule.profileId ?? null }, false);
        started++;
      } catch (err) {
        deps.logger.warn({ err, scheduleId: schedule._id.toString() }, 'scheduled re-scan not queued');
      }
    }
    return started;
  }

  const sweep = defineJob({
    name: SCHEDULES_JOB,
    schema: z.object({}),
    concurrency: 1,
    handler: async (_data, { logger }) => {
      const started = await runDue();
      if (started) logger.info({ started }, 'scheduled re-scans queued');
    },
  });

  return {
    jobs: [moduleJob(sweep, { every: SCHEDULES_EVERY, data: {} })] as ModuleJob[],
    runDue,

    /** Creates or changes the member's schedule of `url`; the first re-scan is one period from now. */
    async save(user: TUser, url: string, frequency: TScheduleFrequency, profileId?: string): Promise<{ schedule: TSchedule; created: boolean }> {
      // Checked before anything is written: an unknown profile is a 400 naming `profileId`.
      const profile = await deps.profiles.requireOwn(user, profileId);
      const ownerId = new Types.ObjectId(user.id);
      const nextRunAt = new Date(Date.now() + PERIOD[frequency]);
      const before = await Schedules.findOneAndUpdate({ ownerId, url }, { $set: { frequency, nextRunAt, profileId: profile }, $setOnInsert: { ownerId, url } }, { upsert: true, returnDocument: 'before' });
      const schedule = (await Schedules.findOne({ ownerId, url }))!;
      return { schedule: toScheduleDTO(schedule), created: !before };
    },

    async list(user: TUser): Promise<TSchedule[]> {
      return (await Schedules.find(ownerFilter(user)).sort({ createdAt: -1 }).limit(200)).map(toScheduleDTO);
    },

    async remove(user: TUser, scheduleId: string): Promise<void> {
      const removed = await Schedules.findOneAndDelete({ _id: scheduleId, ...ownerFilter(user) });
      if (!removed) throw notFound(COMPLIANCE_MESSAGES.scheduleNotFound);
    },
  };
}

export type Schedules = ReturnType<typeof createSchedules>;
