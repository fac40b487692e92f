import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { hasTier, type TUser } from '@app/shared-types/auth';
import type { TEntitlement } from '@app/shared-types/billing/model';
import { DEFAULT_SESSION_TIMEZONE as FIRM_TIMEZONE } from '@app/shared-types/live-training/model';
import { UNLIMITED } from '@app/shared-types/membership/model';
import { planLimitsOf } from '../membership/contracts';
import type { PortRegistry } from '../../ports/ports';

dayjs.extend(utc);
dayjs.extend(timezone);

export const firmMonthOf = (instant: Date) => dayjs(instant).tz(FIRM_TIMEZONE).format('YYYY-MM');
const nextMonthStart = (month: string) => dayjs.tz(`${month}-01 00:00`, 'YYYY-MM-DD HH:mm', FIRM_TIMEZONE).add(1, 'month').toDate();

function meter(key: TEntitlement['key'], limit: number, used: number, resetsAt: Date): TEntitlement {
  return { key, limit, used, remaining: limit === UNLIMITED ? UNLIMITED : Math.max(0, limit - used), resetsAt: resetsAt.toISOString() };
}

/**
 * The member's meters for a plan month: the plan's limits (memberships' planLimitsOf, the rule the
 * enforcing modules apply) and the counters those modules enforce, read through their meter ports.
 */
export async function entitlementsOf(user: TUser, ports: PortRegistry, month = firmMonthOf(new Date())): Promise<TEntitlement[]> {
  const limits = planLimitsOf(user);
  const resetsAt = nextMonthStart(month);
  const [sessions, consultations, scans] = await Promise.all([
    ports.get('meters.live-sessions')?.used(user, month) ?? 0,
    ports.get('meters.consultations')?.used(user, month) ?? 0,
    ports.get('meters.scans')?.now(user) ?? null,
  ]);
  const premium = hasTier(user, 'starter');
  return [
    meter('live-sessions', limits.maxTrainingSessionsPerMonth, sessions, resetsAt),
    meter('consultations', limits.maxConsultationsPerMonth, consultations, resetsAt),
    // The hourly scan allowance is the same on every plan; it is metered for what is left right now, whatever month is asked.
    ...(scans ? [meter('scans', scans.limit, scans.used, scans.resetsAt)] : []),
    { key: 'premium-content', limit: premium ? 1 : 0, used: 0, remaining: premium ? 1 : 0, resetsAt: null },
  ];
}
