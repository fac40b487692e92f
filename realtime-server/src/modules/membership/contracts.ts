/**
 * What other modules may use of memberships: the plan limits of a member, so live training
 * (sessions per month) and consultations (consultations per month) enforce them where they count.
 */
import { hasTier, isInstructor, tierOf, type TUser } from '@app/shared-types/auth';
import { contentTier } from '@app/shared-types/membership/model';
import { MEMBERSHIP_MESSAGES, PLANS, UNLIMITED, type TPlanId, type TSubscription } from '@app/shared-types/membership/model';
import { AppError } from '../../errors/app-error';
import { ErrorCode } from '@app/shared-types/errors';

export type PlanLimits = { plan: TPlanId; maxTrainingSessionsPerMonth: number; maxConsultationsPerMonth: number };

/** The limits of the member's current plan; staff are unlimited. */
export function planLimitsOf(user: Pick<TUser, 'role' | 'isPremium' | 'plan'>): PlanLimits {
  if (isInstructor(user)) return { plan: 'premium', maxTrainingSessionsPerMonth: UNLIMITED, maxConsultationsPerMonth: UNLIMITED };
  const plan = user.isPremium ? user.plan : 'free';
  const { maxTrainingSessionsPerMonth, maxConsultationsPerMonth } = PLANS[plan];
  return { plan, maxTrainingSessionsPerMonth, maxConsultationsPerMonth };
}

/**
 * Throws 403 PLAN_LIMIT with a clear message when a member has already used this calendar month's
 * premium live sessions (`used`: their premium-only registrations in the month of the session).
 */
export function assertTrainingSessionAllowance(user: Pick<TUser, 'role' | 'isPremium' | 'plan'>, used: number): void {
  const { plan, maxTrainingSessionsPerMonth: max } = planLimitsOf(user);
  if (max === UNLIMITED || used < max) return;
  throw new AppError(ErrorCode.PLAN_LIMIT, MEMBERSHIP_MESSAGES.sessionLimitReached(PLANS[plan].name, max));
}

/** For the consultations feature: whether another booking this month fits the member's plan. */
export function consultationsAllowance(user: Pick<TUser, 'role' | 'isPremium' | 'plan'>, used: number): { allowed: boolean; max: number } {
  const { maxConsultationsPerMonth: max } = planLimitsOf(user);
  return { allowed: max === UNLIMITED || used < max, max };
}

export { hasTier, tierOf };
export { contentTier, tierRequiredMessage } from '@app/shared-types/membership/model';

/** Whether `user` may open content gated by requiredTier (or the legacy premium-only flag). */
export const canOpenTier = (user: Parameters<typeof hasTier>[0], content: Parameters<typeof contentTier>[0]) => hasTier(user, contentTier(content));

declare module '../../events/domain-events' {
  interface DomainEvents {
    /** A Cash App payment joined the operators' queue to be verified. Event id `subscription:<id>:queued`. */
    'memberships.payment-queued': { subscription: TSubscription; member: { username: string; email: string | null } };
    /** An operator approved or rejected a pending payment. Event id `subscription:<id>:reviewed`. */
    'memberships.payment-reviewed': { subscription: TSubscription; decision: 'approved' | 'rejected'; note: string | null; operatorId: string };
    /** A membership that will not renew by itself ends within EXPIRY_NOTICE_MS. Event id `subscription:<id>:expiring:<expiresAt ms>`. */
    'memberships.expiring': { subscription: TSubscription };
    /**
     * A membership renews (card) or must be renewed (Cash App: `instructions` say what to send, and
     * a renewal request waits in the operators' queue) in `daysLeft` days (7 or 1).
     * Event id `subscription:<id>:renewal:<expiresAt ms>:<daysLeft>d`.
     */
    'memberships.renewal-due': { subscription: TSubscription; daysLeft: 7 | 1; instructions: string | null };
    /**
     * A renewal charge failed: access lasts until `subscription.graceUntil`. `day` 0 when it failed,
     * then 1, 3 and 6 of grace. Event id `subscription:<id>:grace:<graceUntil ms>:<day>`.
     */
    'memberships.payment-failed': { subscription: TSubscription; day: number };
  }
}
