/**
 * A member's consultations allowance as the server computes it for a plan month (GET
 * /api/consultations/allowance), and the words the booking dialog and the page say about it. The
 * numbers come from the server (the same rule the booking applies); only the wording lives here.
 */
import { PLANS, PLAN_IDS, UNLIMITED, type TPlanId } from '../../membership/model';
import { FIRM_TIMEZONE } from './timezone';

export type TConsultationAllowance = {
  /** The plan the rule applies (staff: 'premium', as for every other entitlement). */
  plan: TPlanId;
  /** Instructors and operators book for clients without a monthly limit. */
  staff: boolean;
  /** Consultations per month; -1 means unlimited (spec 001 section 3). */
  max: number;
  /** Booked consultations counted against `month` (cancelled ones are given back). */
  used: number;
  /** How many more fit in `month`; -1 means unlimited. */
  remaining: number;
  /** The plan month, yyyy-MM in the firm's time zone: a booking counts in the month it takes place. */
  month: string;
  /** ISO instant the next month starts (firm time), when the count starts again. */
  resetsAt: string;
};

/** The first plan that includes consultations and the first with unlimited ones (from PLANS, not retyped). */
function consultationPlans() {
  const from = PLAN_IDS.find((id) => PLANS[id].maxConsultationsPerMonth !== 0) ?? 'premium';
  const unlimited = PLAN_IDS.find((id) => PLANS[id].maxConsultationsPerMonth === UNLIMITED) ?? 'premium';
  return { from, unlimited };
}

/** 'Consultations are included from the Professional plan (1 a month); Premium has unlimited.' */
export function consultationsIncludedText(): string {
  const { from, unlimited } = consultationPlans();
  const max = PLANS[from].maxConsultationsPerMonth;
  const first = max === UNLIMITED ? `Consultations are included from the ${PLANS[from].name} plan` : `Consultations are included from the ${PLANS[from].name} plan (${max} a month)`;
  return from === unlimited ? `${first}.` : `${first}; ${PLANS[unlimited].name} has unlimited.`;
}

const monthName = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, 15)));
};
const dayName = (instant: string) => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: FIRM_TIMEZONE }).format(new Date(instant));

export type TAllowanceSummary = {
  /** 'none': the plan has no consultations; 'left': some remain; 'used-up': this month's are booked; 'unlimited'. */
  state: 'none' | 'left' | 'used-up' | 'unlimited';
  /** One line said first ('1 of 1 consultations left this month'). */
  headline: string;
  detail: string;
  /** Whether a booking in `month` would be accepted. */
  canBook: boolean;
  /** The plan to offer as the way forward, or null when nothing needs upgrading. */
  upgradeTo: TPlanId | null;
};

/**
 * What to tell a member about their allowance. `currentMonth` (yyyy-MM, firm time) decides whether
 * the month is called 'this month' or by its name.
 */
export function allowanceSummary(a: TConsultationAllowance, currentMonth: string): TAllowanceSummary {
  const planName = PLANS[a.plan].name;
  const { from, unlimited } = consultationPlans();
  if (a.staff) return { state: 'unlimited', headline: 'No monthly limit for staff', detail: 'Instructors and operators book consultations for clients without a plan limit.', canBook: true, upgradeTo: null };
  if (a.max === UNLIMITED) return { state: 'unlimited', headline: 'Unlimited consultations', detail: `Your ${planName} plan includes unlimited one-on-one consultations.`, canBook: true, upgradeTo: null };
  if (a.max <= 0) return { state: 'none', headline: `Your ${planName} plan does not include consultations`, detail: consultationsIncludedText(), canBook: false, upgradeTo: from };
  const when = a.month === currentMonth ? 'this month' : `in ${monthName(a.month)}`;
  const headline = `${a.remaining} of ${a.max} consultations left ${when}`;
  const better = unlimited !== a.plan ? unlimited : null;
  if (a.remaining > 0) return { state: 'left', headline, detail: `Your ${planName} plan includes ${a.max} a month; the count starts again on ${dayName(a.resetsAt)}.`, canBook: true, upgradeTo: null };
  const more = better ? ` or upgrade to ${PLANS[better].name} for unlimited consultations` : '';
  return { state: 'used-up', headline, detail: `You can book a date from ${dayName(a.resetsAt)} on${more}.`, canBook: false, upgradeTo: better };
}
