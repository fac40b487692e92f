import { Router } from 'express';
import { isOperator } from '@app/shared-types/auth';
import { CONSULTATIONS_ROOM } from '@app/shared-types/consultations/model';
import { rooms } from '@app/shared-types/realtime/model';
import { createMailer } from '../../integrations/mail';
import { forbidden, unauthenticated } from '../../errors/app-error';
import '../billing/contracts';
import type { AppModule, ModuleParts } from '../module';
import { settingsStore } from '../settings/contracts';
import { createBusinessHours } from './business-hours';
import { syncConsultationsToCalendar } from './calendar-sync';
import { consultationModel } from './consultation.model';
import { consultationsJobs, reminderJob, reminderScheduler } from './consultations.jobs';
import { consultationEvents } from './consultations.events';
import { consultationsRoutes } from './consultations.routes';
import { createConsultationsService } from './consultations.service';
import { createNotices } from './notices';

/** Requests per address per hour for POST /api/consultations (a public form: the contact page). */
const CREATES_PER_HOUR = 30;

/**
 * Consultations: business hours (one source, in settings), availability, bookings with no double
 * booking, contact-page requests, cancel/reschedule, ratings and outcomes, invites (.ics) by email
 * and reminders as jobs. Operators follow the firm's schedule live in the `consultations` room; a
 * member's own changes reach their `user:<id>` room.
 */
export const consultationsModule: AppModule = {
  name: 'consultations',
  setup: ({ db, logger, config, jobs, limiterStore, events, ports, emitter, users }) => {
    const log = logger.child({ module: 'consultations' });
    const settings = settingsStore(db);
    const hours = createBusinessHours(settings);
    const mailer = createMailer(config, db, log);
    const organizerEmail = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom;
    const organizer = { name: 'Consultations', email: organizerEmail };
    const notices = createNotices(mailer, organizer);
    const Consultations = consultationModel(db);
    const reminder = reminderJob({ findById: (id) => Consultations.findById(id).lean(), notices, events });
    const consultations = createConsultationsService({ db, hours, notices, events, live: consultationEvents(emitter), logger: log, scheduleReminders: reminderScheduler(jobs, reminder) });
    syncConsultationsToCalendar({ events, calendar: () => ports.get('calendar'), setCalendarEventId: consultations.setCalendarEventId, logger: log });

    const createLimiter = limiterStore({ keyPrefix: 'consultations-create', points: config.env === 'test' ? 10_000 : CREATES_PER_HOUR, duration: 3600 });

    // Someone who stops being an operator stops seeing the firm's schedule at once.
    users.onChange((user) => {
      if (!isOperator(user)) emitter.leave(rooms.user(user.id), CONSULTATIONS_ROOM);
    });

    const routes = Router();
    routes.use(consultationsRoutes({ consultations, hours, mailer, organizer, createLimiter }));
    return {
      routes,
      // The member's meter on /settings (billing) reads the count booking enforces.
      provides: { 'meters.consultations': { used: async (user, month) => (await consultations.allowance(user, month)).used } },
      rooms: {
        [CONSULTATIONS_ROOM]: (user) => {
          if (!user) throw unauthenticated();
          if (!isOperator(user)) throw forbidden("Only operators can watch the firm's consultation schedule.");
        },
      },
      // The claim and allowance models key by string ids, which ModuleParts' ObjectId-shaped type does not name.
      models: [settings.model, ...consultations.models, ...mailer.models] as unknown as NonNullable<ModuleParts['models']>,
      jobs: consultationsJobs(reminder),
    };
  },
};
