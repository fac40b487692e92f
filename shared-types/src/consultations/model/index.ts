/**
 * Consultations and business hours (spec 001 sections 3-9, spec 000 section 3): constants, labels
 * and pure rules shared by the server and the browser. Zod-free, so the first-load bundle may use it.
 */

import { FIRM_TIMEZONE } from './timezone';

export { FIRM_TIMEZONE };
export * from './allowance';

export const CONSULTATION_CATEGORIES = [
  'general-consultation',
  'bookkeeping',
  'hr-services',
  'cfo-services',
  'auditing',
  'business-development',
  'tax-preparation',
  'sam-registration',
  'government-contracting',
  'compliance-assessment',
  'vpat-documentation',
] as const;
export type TConsultationCategory = (typeof CONSULTATION_CATEGORIES)[number];

export const CONSULTATION_CATEGORY_LABELS: Record<TConsultationCategory, string> = {
  'general-consultation': 'General Consultation',
  bookkeeping: 'Bookkeeping',
  'hr-services': 'HR Services',
  'cfo-services': 'CFO Services',
  auditing: 'Auditing',
  'business-development': 'Business Development',
  'tax-preparation': 'Tax Preparation',
  'sam-registration': 'SAM Registration',
  'government-contracting': 'Government Contracting',
  'compliance-assessment': 'Compliance Assessment',
  'vpat-documentation': 'VPAT Documentation',
};

/** The list filter's values (they do not match the create values: each maps to the categories it covers). */
export const CONSULTATION_FILTERS = ['all', 'general', 'compliance', 'tax', 'hr', 'business-development', 'government-contracting'] as const;
export type TConsultationFilter = (typeof CONSULTATION_FILTERS)[number];
export const CONSULTATION_FILTER_LABELS: Record<TConsultationFilter, string> = {
  all: 'All Categories',
  general: 'General',
  compliance: 'Compliance',
  tax: 'Tax',
  hr: 'HR',
  'business-development': 'Business Development',
  'government-contracting': 'Government Contracting',
};
export const FILTER_CATEGORIES: Record<Exclude<TConsultationFilter, 'all'>, TConsultationCategory[]> = {
  general: ['general-consultation', 'bookkeeping', 'cfo-services', 'auditing'],
  compliance: ['compliance-assessment', 'vpat-documentation'],
  tax: ['tax-preparation'],
  hr: ['hr-services'],
  'business-development': ['business-development'],
  'government-contracting': ['government-contracting', 'sam-registration'],
};

export const CONSULTATION_DURATIONS = [30, 60, 90, 120] as const;
export type TConsultationDuration = (typeof CONSULTATION_DURATIONS)[number];
export const MEETING_TYPES = ['phone'] as const;
export const CONSULTATION_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TConsultationPriority = (typeof CONSULTATION_PRIORITIES)[number];
/** The spec's slot start times; the business hours decide which of them are offered. */
export const PREFERRED_TIMES = ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00'] as const;
export type TPreferredTime = (typeof PREFERRED_TIMES)[number];

export const CONSULTATION_STATUSES = ['scheduled', 'in-progress', 'completed', 'cancelled', 'rescheduled'] as const;
export type TConsultationStatus = (typeof CONSULTATION_STATUSES)[number];
/** blue scheduled, green in-progress, gray completed, red cancelled, yellow rescheduled (spec 001 section 4). */
export const CONSULTATION_STATUS_COLORS: Record<TConsultationStatus, { background: string; text: string }> = {
  scheduled: { background: '#dbeafe', text: '#1e40af' },
  'in-progress': { background: '#dcfce7', text: '#166534' },
  completed: { background: '#f3f4f6', text: '#374151' },
  cancelled: { background: '#fee2e2', text: '#991b1b' },
  rescheduled: { background: '#fef9c3', text: '#854d0e' },
};

/** 'booking': a firm slot from the consultations dialog; 'request': the contact page's free initial consultation. */
export const CONSULTATION_KINDS = ['booking', 'request'] as const;
export type TConsultationKind = (typeof CONSULTATION_KINDS)[number];

export const CONSULTATION_RULES = {
  defaultDuration: 60,
  freeInitialMinutes: 30,
  bufferMinutes: 15,
  changeCutoffHours: 24,
  pastListed: 5,
  reminderHoursBefore: [24, 1] as const,
  defaultAvailabilityDays: 60,
} as const;

export const CONSULTATION_LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  companyName: 200,
  title: 200,
  message: 4000,
  outcome: 4000,
  closureReason: 200,
  closuresMax: 366,
} as const;

export const CONSULTATION_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Please enter a valid email address',
  serviceType: 'Please select a consultation type',
  message: 'Please provide details about your consultation needs (minimum 10 characters)',
  date: 'Please choose a date (yyyy-MM-dd)',
  time: 'Please choose one of the offered times',
  dateTimeRequired: 'Please choose a date and a time',
  notBookableYet: 'Consultations can be booked from tomorrow.',
  closedDay: 'We are closed on that day. Please choose another date.',
  outsideHours: 'That time is outside our business hours. Please choose another time.',
  doesNotFit: 'That duration does not fit before we close. Please choose an earlier time or a shorter duration.',
  slotTaken: 'This time slot is no longer available. Please choose another time.',
  conflictNote: "The time you chose is already taken. We've recorded your request and will contact you within 24 hours to confirm another time.",
  requestReceived: "Thank you! We'll contact you within 24 hours to confirm your consultation time.",
  notFound: 'Consultation not found',
  cutoff: `Consultations can be cancelled or rescheduled up to 24 hours before the start. Please contact us to change this one.`,
  alreadyCancelled: 'This consultation has been cancelled.',
  planLimit: (planName: string, max: number) =>
    max === 0
      ? `Your ${planName} plan does not include consultations. Book your free initial consultation through the contact page, or upgrade your plan.`
      : `Your ${planName} plan includes ${max} consultation${max === 1 ? '' : 's'} per month, and this month's ${max === 1 ? 'is' : 'are'} booked. Upgrade your plan for more.`,
  ratingNotYet: 'You can rate a consultation once it has taken place.',
  rating: 'Please choose a rating from 1 to 5',
  scheduledDate: 'Please choose a valid date and time',
  hours: 'Closing time must be after opening time',
  hoursTime: 'Please enter a time as HH:mm',
} as const;

/** Dialog defaults and the values it resets to after a booking (spec 001 section 9). */
export const DIALOG_DEFAULTS = { category: 'business-development', priority: 'medium', time: '14:00', meetingType: 'phone', duration: 60 } as const;
export const DIALOG_RESET = { category: 'general-consultation', priority: 'medium', time: '09:00', meetingType: 'phone', duration: 60 } as const;

// ---- Business hours

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type TWeekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<TWeekday, string> = {
  sunday: 'Sunday',
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
};

export type TOpenHours = { open: string; close: string };
export type TClosure = { date: string; reason: string | null };
export type TBusinessHours = {
  timezone: typeof FIRM_TIMEZONE;
  /** null: closed all day. Times are HH:mm in the firm's time zone. */
  days: Record<TWeekday, TOpenHours | null>;
  closures: TClosure[];
  updatedAt: string | null;
};

/** The published hours: Monday, Wednesday and Thursday 10:00 AM to 8:00 PM; closed the other days. */
export const DEFAULT_BUSINESS_HOURS: TBusinessHours = {
  timezone: FIRM_TIMEZONE,
  days: {
    sunday: null,
    monday: { open: '10:00', close: '20:00' },
    tuesday: null,
    wednesday: { open: '10:00', close: '20:00' },
    thursday: { open: '10:00', close: '20:00' },
    friday: null,
    saturday: null,
  },
  closures: [],
  updatedAt: null,
};

export const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** Weekday of a yyyy-MM-dd calendar date (the date itself, independent of any time zone). */
export function weekdayOf(date: string): TWeekday {
  const [y, m, d] = date.split('-').map(Number);
  return WEEKDAYS[new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).getUTCDay()]!;
}

export function openHoursOn(hours: Pick<TBusinessHours, 'days' | 'closures'>, date: string): TOpenHours | null {
  if (hours.closures.some((c) => c.date === date)) return null;
  return hours.days[weekdayOf(date)];
}

/** The spec's slot times inside the open hours of `date` where `duration` minutes fit before closing. */
export function slotTimesOn(hours: Pick<TBusinessHours, 'days' | 'closures'>, date: string, duration: number = CONSULTATION_RULES.defaultDuration): TPreferredTime[] {
  const open = openHoursOn(hours, date);
  if (!open) return [];
  return PREFERRED_TIMES.filter((t) => minutesOf(t) >= minutesOf(open.open) && minutesOf(t) + duration <= minutesOf(open.close));
}

/** '10:00' -> '10:00 AM' */
export function formatClock(hhmm: string): string {
  const total = minutesOf(hhmm);
  const h = Math.floor(total / 60);
  const m = total % 60;
  const suffix = h >= 12 ? 'PM' : 'AM';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** Lines for the hours card: consecutive days with the same hours are joined ('Monday: 10:00 AM - 8:00 PM'). */
export function hoursLines(hours: Pick<TBusinessHours, 'days'>): { days: string; hours: string }[] {
  const order: TWeekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  return order.map((day) => {
    const h = hours.days[day];
    return { days: WEEKDAY_LABELS[day], hours: h ? `${formatClock(h.open)} - ${formatClock(h.close)}` : 'Closed' };
  });
}

// ---- Consultations on the wire

export type TConsultation = {
  id: string;
  kind: TConsultationKind;
  /** The signed-in member who booked (null for a visitor's contact-page request). */
  userId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  companyName: string | null;
  serviceType: TConsultationCategory;
  title: string | null;
  preferredDate: string | null;
  preferredTime: string | null;
  /** ISO instant of the start (null for a contact request without a time). */
  startsAt: string | null;
  duration: number;
  meetingType: 'phone';
  priority: TConsultationPriority;
  message: string | null;
  status: TConsultationStatus;
  /** A contact request whose preferred time was taken: recorded without holding the slot. */
  hasConflict: boolean;
  rating: number | null;
  outcome: string | null;
  calendarEventId: string | null;
  /** RFC 5545 SEQUENCE of its invite; raised on every change. */
  sequence: number;
  createdAt: string;
  updatedAt: string;
};

export type TCreateConsultationResponse = TConsultation & { hasConflict: boolean; message: string };
export type TAvailabilitySlot = { time: string; available: boolean };

export type TConsultationStats = { today: number; upcoming: number; completed: number; averageRating: number | null; ratedCount: number };

/** The calendar date (yyyy-MM-dd) in the firm's time zone of an instant. */
export function firmDateOf(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: FIRM_TIMEZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

export const isUpcoming = (c: TConsultation, now: Date) =>
  (c.status === 'scheduled' || c.status === 'rescheduled') && !!c.startsAt && new Date(c.startsAt) > now;
export const isToday = (c: TConsultation, now: Date) => c.status !== 'cancelled' && !!c.startsAt && firmDateOf(new Date(c.startsAt)) === firmDateOf(now);
export const isPast = (c: TConsultation, now: Date) => c.status === 'completed' || (!!c.startsAt && new Date(c.startsAt) <= now);

/** The four stat cards, computed from the consultations the viewer can see (no rating until one exists). */
export function consultationStats(list: TConsultation[], now: Date): TConsultationStats {
  const rated = list.filter((c) => typeof c.rating === 'number');
  return {
    today: list.filter((c) => isToday(c, now)).length,
    upcoming: list.filter((c) => isUpcoming(c, now) && !isToday(c, now)).length,
    completed: list.filter((c) => c.status === 'completed').length,
    averageRating: rated.length ? Math.round((rated.reduce((n, c) => n + (c.rating ?? 0), 0) / rated.length) * 10) / 10 : null,
    ratedCount: rated.length,
  };
}

// ---- Live updates

/** Operators: every booking, reschedule and cancellation of the firm's schedule (members get their own in `user:<id>`). */
export const CONSULTATIONS_ROOM = 'consultations';

/** Server -> client: each carries the consultation's new state; a member hears only their own. */
export interface ConsultationEvents {
  'consultation:booked': (consultation: TConsultation) => void;
  'consultation:rescheduled': (consultation: TConsultation) => void;
  'consultation:cancelled': (consultation: TConsultation) => void;
  /** A rating or an outcome was recorded. */
  'consultation:updated': (consultation: TConsultation) => void;
}
export type TConsultationEventName = keyof ConsultationEvents;
