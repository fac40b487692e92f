import { isOperator, type TUser } from '@app/shared-types/auth';
import { LIVE_MESSAGES, type TSessionStatus } from '@app/shared-types/live-training';
import type { TPlanId } from '@app/shared-types/membership/model';
import { premiumRequired } from '../../../errors/app-error';
import { canOpenTier, contentTier, tierRequiredMessage } from '../../membership/contracts';
import type { ILiveSession } from './session.model';

type Gate = Pick<ILiveSession, 'isPremiumOnly' | 'requiredTier' | 'instructorId'>;

/** Instructor rights in a session: its own instructor, or an operator. Other instructors are attendees. */
export const canManage = (user: TUser | null, session: Pick<ILiveSession, 'instructorId'>) =>
  !!user && (isOperator(user) || session.instructorId.equals(user.id));

/** The tier gate: anyone for an open session; a plan at the session's tier (memberships' one rule) otherwise. */
export const canAccess = (user: TUser | null, session: Gate) => canOpenTier(user, session) || canManage(user, session);

/** The 403 for someone below the session's tier: the spec's text for any paid plan, the plan's name above it. */
export function tierRefusal(session: Pick<ILiveSession, 'isPremiumOnly' | 'requiredTier'>) {
  const tier = contentTier(session);
  return premiumRequired(tier === 'starter' ? LIVE_MESSAGES.premiumOnly : tierRequiredMessage(tier));
}

/**
 * The stored gate for a new or edited session: requiredTier when given, else premium-only as any paid
 * plan; isPremiumOnly always says whether any plan is needed (the plan allowance counts those).
 */
export function gateFields(input: { isPremiumOnly?: boolean; requiredTier?: TPlanId }, current?: Pick<ILiveSession, 'isPremiumOnly' | 'requiredTier'>): { isPremiumOnly: boolean; requiredTier: TPlanId } {
  let requiredTier: TPlanId;
  if (input.requiredTier) requiredTier = input.requiredTier;
  else if (input.isPremiumOnly === false) requiredTier = 'free';
  else requiredTier = contentTier({ isPremiumOnly: input.isPremiumOnly ?? current?.isPremiumOnly, requiredTier: current?.requiredTier });
  return { isPremiumOnly: requiredTier !== 'free', requiredTier };
}

/** Statuses in which people may register and the meeting still lies ahead or is running. */
export const OPEN_STATUSES: TSessionStatus[] = ['scheduled', 'live'];

/** scheduled -> live -> completed; scheduled | live -> cancelled. */
export const TRANSITIONS: Record<'start' | 'end' | 'cancel', { from: TSessionStatus[]; to: TSessionStatus }> = {
  start: { from: ['scheduled'], to: 'live' },
  end: { from: ['live'], to: 'completed' },
  cancel: { from: ['scheduled', 'live'], to: 'cancelled' },
};

/**
 * A session is complete for an attendee who was in the live room at least this share of the time it
 * actually ran (the issue leaves the threshold open; half is the usual CPE-style bar, and it forgives
 * a late arrival or a dropped connection).
 */
export const COMPLETION_SHARE = 0.5;

/**
 * Live sessions that nobody ended are completed by the lifecycle job this long after their scheduled
 * end, so an instructor running a little over is not cut off mid-answer.
 */
export const OVERRUN_GRACE_MS = 15 * 60_000;
