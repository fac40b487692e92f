import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { PLANS, type TPaidPlanId } from '@app/shared-types/membership/model';

dayjs.extend(utc);

/** A monthly period ends on the same day of the next month (Jan 31 -> Feb 28/29), in UTC. */
export const oneMonthAfter = (start: Date) => dayjs.utc(start).add(1, 'month').toDate();
export const oneMonthBefore = (end: Date) => dayjs.utc(end).subtract(1, 'month').toDate();

/** The refund promise: 30 days from the start of the paid period. */
export const MONEY_BACK_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The plan the next period is charged at: a pending downgrade's (plan-change.service.ts), else the
 * current one. Renewals bill it, so the downgrade applied at the period's end matches what was paid.
 */
export const nextPeriodPlan = (s: { planType: TPaidPlanId; pendingPlan?: TPaidPlanId | null }): TPaidPlanId => s.pendingPlan ?? s.planType;
/** That plan's monthly price, in dollars as memberships store `amount`. */
export const nextPeriodPrice = (s: { planType: TPaidPlanId; pendingPlan?: TPaidPlanId | null }): number => PLANS[nextPeriodPlan(s)].price;
