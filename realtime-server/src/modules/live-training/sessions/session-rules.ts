import { hasPremiumAccess, isOperator, type TUser } from '@app/shared-types/auth';
import type { TSessionStatus } from '@app/shared-types/live-training';
import type { ILiveSession } from './session.model';

type Gate = Pick<ILiveSession, 'isPremiumOnly' | 'instructorId'>;

/** Instructor rights in a session: its own instructor, or an operator. Other instructors are attendees. */
export const canManage = (user: TUser | null, session: Pick<ILiveSession, 'instructorId'>) =>
  !!user && (isOperator(user) || session.instructorId.equals(user.id));

/** The premium gate: anyone for an open session; premium access (the one rule in shared-types) for a premium-only one. */
export const canAccess = (user: TUser | null, session: Gate) => !session.isPremiumOnly || hasPremiumAccess(user) || canManage(user, session);

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
