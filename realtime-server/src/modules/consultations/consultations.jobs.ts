import { z } from 'zod';
import { CONSULTATION_RULES } from '@app/shared-types/consultations/model';
import { defineJob, moduleJob, type Jobs, type ModuleJob } from '../../jobs/jobs';
import type { EventBus } from '../../events/event-bus';
import type { IConsultation } from './consultation.model';
import { toConsultation } from './consultations.dto';
import type { Notices } from './notices';

export const REMINDER_JOB = 'consultations:reminder';

const ZReminder = z.object({ consultationId: z.string(), startsAt: z.string(), hoursBefore: z.union([z.literal(24), z.literal(1)]) });

/**
 * A reminder 24 h and 1 h before a booking. Each carries the start it was queued for: a reminder of a
 * rescheduled, cancelled or already-started booking is skipped, never sent late or wrong.
 */
export function reminderJob(deps: { findById: (id: string) => Promise<IConsultation | null>; notices: Notices; events: Pick<EventBus, 'publish'>; now?: () => Date }) {
  return defineJob({
    name: REMINDER_JOB,
    schema: ZReminder,
    handler: async ({ consultationId, startsAt, hoursBefore }, { logger }) => {
      const c = await deps.findById(consultationId);
      const now = (deps.now ?? (() => new Date()))();
      if (!c || c.status === 'cancelled' || !c.startsAt || c.startsAt.toISOString() !== startsAt || c.startsAt <= now) {
        logger.info({ consultationId, hoursBefore }, 'consultation reminder skipped');
        return;
      }
      await deps.notices(hoursBefore === 24 ? 'reminder-24h' : 'reminder-1h', c);
      await deps.events.publish('consultations.reminded', { consultation: toConsultation(c), hoursBefore }, { id: `consultation:${consultationId}:reminder:${hoursBefore}:${startsAt}` });
    },
  });
}

export function consultationsJobs(definition: ReturnType<typeof reminderJob>): ModuleJob[] {
  return [moduleJob(definition)];
}

/** Queues the reminders still ahead of now; those whose time has passed are not queued at all. */
export function reminderScheduler(jobs: Jobs, definition: ReturnType<typeof reminderJob>) {
  return async (c: IConsultation) => {
    if (!c.startsAt) return;
    for (const hoursBefore of CONSULTATION_RULES.reminderHoursBefore) {
      const at = new Date(c.startsAt.getTime() - hoursBefore * 3_600_000);
      if (at.getTime() <= Date.now()) continue;
      await jobs.schedule(definition, at, { consultationId: c._id.toString(), startsAt: c.startsAt.toISOString(), hoursBefore });
    }
  };
}
