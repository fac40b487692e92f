import dayjs from 'dayjs';
import { Types } from 'mongoose';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { isInstructor, type TUser } from '@app/shared-types/auth';
import { DEFAULT_SESSION_TIMEZONE } from '@app/shared-types/live-training';
import { assertTrainingSessionAllowance } from '../../membership/contracts';
import { SEAT_HOLDING, type IRegistration } from './registration.model';
import type { ILiveSession } from './session.model';
import type { SessionsStore } from './sessions.store';

dayjs.extend(utc);
dayjs.extend(timezone);

type Gate = Pick<ILiveSession, '_id' | 'isPremiumOnly' | 'scheduledStartTime'>;

/** Premium-only sessions the member holds seats for in the calendar month (firm time) of `session`. */
async function usedInMonth(store: SessionsStore, user: TUser, session: Gate, heldBefore?: Pick<IRegistration, '_id' | 'registeredAt'>): Promise<number> {
  const month = dayjs(session.scheduledStartTime).tz(DEFAULT_SESSION_TIMEZONE).startOf('month');
  const filter: Record<string, unknown> = { userId: user.id, status: { $in: SEAT_HOLDING }, sessionId: { $ne: session._id } };
  // Only seats taken before this one count against it, so of racing registrations the first ones win.
  if (heldBefore) filter.$or = [{ registeredAt: { $lt: heldBefore.registeredAt } }, { registeredAt: heldBefore.registeredAt, _id: { $lt: heldBefore._id } }];
  const held = await store.Registrations.distinct('sessionId', filter);
  if (!held.length) return 0;
  return store.Sessions.countDocuments({
    _id: { $in: held },
    isPremiumOnly: true,
    status: { $ne: 'cancelled' },
    scheduledStartTime: { $gte: month.toDate(), $lt: month.add(1, 'month').toDate() },
  });
}

/** The billing meter (port 'meters.live-sessions'): premium sessions held in a plan month (yyyy-MM, firm time), by the same count. */
export function premiumSessionsInMonth(store: SessionsStore, user: TUser, month: string): Promise<number> {
  const anyOther = { _id: new Types.ObjectId(), isPremiumOnly: true, scheduledStartTime: dayjs.tz(`${month}-01 12:00`, 'YYYY-MM-DD HH:mm', DEFAULT_SESSION_TIMEZONE).toDate() };
  return usedInMonth(store, user, anyOther);
}

const counted = (user: TUser, session: Gate) => session.isPremiumOnly && !isInstructor(user);

/**
 * The plan's monthly allowance of premium live sessions (Starter: 2), counted in the calendar month
 * (the firm's time zone) of the session asked for. Open sessions are for every member and not counted.
 * Checked before a seat is taken (a clear refusal) ...
 */
export async function checkPlanAllowance(store: SessionsStore, user: TUser, session: Gate): Promise<void> {
  if (counted(user, session)) assertTrainingSessionAllowance(user, await usedInMonth(store, user, session));
}

/** ... and again once it is held, against earlier seats only: parallel registrations cannot pass together. */
export async function confirmPlanAllowance(store: SessionsStore, user: TUser, session: Gate, registration: Pick<IRegistration, '_id' | 'registeredAt'>): Promise<void> {
  if (counted(user, session)) assertTrainingSessionAllowance(user, await usedInMonth(store, user, session, registration));
}
