import { Router, type RequestHandler } from 'express';
import { createMailer } from '../../integrations/mail';
import { addressKey } from '../../http/rate-limit';
import { tooManyRequests } from '../../http/errors';
import type { AppModule, ModuleParts } from '../module';
import { settingsStore } from '../settings/contracts';
import { createBusinessHours } from './business-hours';
import { syncConsultationsToCalendar } from './calendar-sync';
import { consultationModel } from './consultation.model';
import { consultationsJobs, reminderJob, reminderScheduler } from './consultations.jobs';
import { consultationsRoutes } from './consultations.routes';
import { createConsultationsService } from './consultations.service';
import { createNotices } from './notices';

/** Requests per address per hour for POST /api/consultations (a public form: the contact page). */
const CREATES_PER_HOUR = 30;

/**
 * Consultations: business hours (one source, in settings), availability, bookings with no double
 * booking, contact-page requests, cancel/reschedule, ratings and outcomes, invites (.ics) by email
 * and reminders as jobs.
 */
export const consultationsModule: AppModule = {
  name: 'consultations',
  setup: ({ db, logger, config, jobs, limiterStore, events, ports }) => {
    const log = logger.child({ module: 'consultations' });
    const settings = settingsStore(db);
    const hours = createBusinessHours(settings);
    const mailer = createMailer(config, db, log);
    const organizerEmail = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom;
    const organizer = { name: 'Consultations', email: organizerEmail };
    const notices = createNotices(mailer, organizer);
    const Consultations = consultationModel(db);
    const reminder = reminderJob({ findById: (id) => Consultations.findById(id).lean(), notices });
    const consultations = createConsultationsService({ db, hours, notices, events, logger: log, scheduleReminders: reminderScheduler(jobs, reminder) });
    syncConsultationsToCalendar({ events, calendar: () => ports.get('calendar'), setCalendarEventId: consultations.setCalendarEventId, logger: log });

    const limiter = limiterStore({ keyPrefix: 'consultations-create', points: config.env === 'test' ? 10_000 : CREATES_PER_HOUR, duration: 3600 });
    const createLimit: RequestHandler = (req, _res, next) => {
      limiter.consume(req.user?.id ?? addressKey(req.ip)).then(
        () => next(),
        (rejection: { msBeforeNext?: number }) => next(rejection instanceof Error ? rejection : tooManyRequests(Math.ceil((rejection.msBeforeNext ?? 60_000) / 1000))),
      );
    };

    const routes = Router();
    routes.use(consultationsRoutes({ consultations, hours, mailer, organizer, createLimit }));
    return {
      routes,
      // The claim and allowance models key by string ids, which ModuleParts' ObjectId-shaped type does not name.
      models: [settings.model, ...consultations.models, ...mailer.models] as unknown as NonNullable<ModuleParts['models']>,
      jobs: consultationsJobs(reminder),
    };
  },
};
