import { z } from 'zod';
import '../zod-messages';
import { limitedText as text, optionalLimitedText as optionalText } from '../common';
import {
  CONSULTATION_CATEGORIES,
  CONSULTATION_DURATIONS,
  CONSULTATION_FILTERS,
  CONSULTATION_KINDS,
  CONSULTATION_LIMITS as L,
  CONSULTATION_MESSAGES as M,
  CONSULTATION_PRIORITIES,
  MEETING_TYPES,
  PREFERRED_TIMES,
  WEEKDAYS,
  minutesOf,
} from './model';

export * from './model';


export const ZDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, M.date).refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), M.date);
const ZClock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.hoursTime);

export const ZConsultationListQuery = z.object({
  category: z.enum(CONSULTATION_FILTERS, { error: 'Unknown category' }).default('all'),
});

export const ZAvailabilityQuery = z.object({
  date: ZDate,
  duration: z.coerce
    .number()
    .pipe(z.union(CONSULTATION_DURATIONS.map((d) => z.literal(d)) as unknown as [z.ZodLiteral<30>, z.ZodLiteral<60>]))
    .optional(),
});

/** GET /api/consultations/allowance?month=yyyy-MM (default: the current month, firm time). */
export const ZAllowanceQuery = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Please choose a month (yyyy-MM)')
    .optional(),
});

const email = z.string().trim().max(L.email, M.email).pipe(z.email(M.email));

/**
 * POST /api/consultations: the spec's payload, plus what the dialog adds (title, duration, priority,
 * meeting type) and `kind`: 'booking' (the dialog: firm slots only) or 'request' (the contact page's
 * free initial consultation: the time is a preference). Identity comes from the session.
 */
export const ZCreateConsultationRequest = z
  .object({
    kind: z.enum(CONSULTATION_KINDS).default('request'),
    firstName: text(L.name, 'First name').min(1, M.firstName),
    lastName: text(L.name, 'Last name').min(1, M.lastName),
    email,
    phone: optionalText(L.phone, 'Phone'),
    companyName: optionalText(L.companyName, 'Company name'),
    serviceType: z.enum(CONSULTATION_CATEGORIES, { error: M.serviceType }),
    preferredDate: z.union([z.literal(''), ZDate], { error: M.date }).optional().nullable().transform((v) => (v ? v : null)),
    preferredTime: z.union([z.literal(''), z.enum(PREFERRED_TIMES)], { error: M.time }).optional().nullable().transform((v) => (v ? v : null)),
    message: text(L.message, 'Message')
      .optional()
      .nullable()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || v.length >= 10, M.message),
    title: optionalText(L.title, 'Title'),
    duration: z.union(CONSULTATION_DURATIONS.map((d) => z.literal(d)) as unknown as [z.ZodLiteral<30>, z.ZodLiteral<60>], { error: 'Please choose 30, 60, 90 or 120 minutes' }).default(60),
    meetingType: z.enum(MEETING_TYPES, { error: 'Meetings are by phone' }).default('phone'),
    priority: z.enum(CONSULTATION_PRIORITIES, { error: 'Please choose a priority' }).default('medium'),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'booking' && (!v.preferredDate || !v.preferredTime)) ctx.addIssue({ code: 'custom', path: ['preferredDate'], message: M.dateTimeRequired });
    if (v.kind === 'request' && !!v.preferredDate !== !!v.preferredTime) ctx.addIssue({ code: 'custom', path: ['preferredTime'], message: M.dateTimeRequired });
  });
export type TCreateConsultationRequest = z.input<typeof ZCreateConsultationRequest>;

/** 'yyyy-MM-ddTHH:mm[:00]' in the firm's time zone (the spec's start time), or an ISO instant with an offset. */
export const ZRescheduleRequest = z.object({
  scheduledDate: z.string().max(40).regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/, M.scheduledDate),
});

export const ZRatingRequest = z.object({ rating: z.number({ error: M.rating }).int(M.rating).min(1, M.rating).max(5, M.rating) });
export const ZOutcomeRequest = z.object({
  outcome: text(L.outcome, 'Outcome').min(1, 'Please describe the outcome'),
  status: z.enum(['in-progress', 'completed'], { error: 'Please choose in-progress or completed' }).default('completed'),
});

const ZOpenHours = z
  .object({ open: ZClock, close: ZClock })
  .nullable()
  .refine((h) => h === null || minutesOf(h.close) > minutesOf(h.open), M.hours);

/** PUT /api/business-hours (operators). */
export const ZBusinessHoursRequest = z.object({
  days: z.object(Object.fromEntries(WEEKDAYS.map((d) => [d, ZOpenHours])) as Record<(typeof WEEKDAYS)[number], typeof ZOpenHours>),
  closures: z.array(z.object({ date: ZDate, reason: optionalText(L.closureReason, 'Reason') })).max(L.closuresMax).default([]),
});
export type TBusinessHoursRequest = z.input<typeof ZBusinessHoursRequest>;
