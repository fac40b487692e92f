import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { isInstructor, type TUser } from '@app/shared-types/auth';
import { DEFAULT_SESSION_TIMEZONE } from '@app/shared-types/live-training';
import { assertTrainingSessionAllowance } from '../../memberships/contracts';
import { SEAT_HOLDING } from './registration.model';
import type { ILiveSession } from './session.model';
import type { SessionsStore } from './sessions.store';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The plan's monthly allowance of premium live sessions (Starter: 2), counted in the calendar month
 * (the firm's time zone) of the session asked for. Open sessions are for every member and not counted.
 */
export async function checkPlanAllowance(store: SessionsStore, user: TUser, session: Pick<ILiveSession, '_id' | 'isPremiumOnly' | 'scheduledStartTime'>): Promise<void> {
  if (!session.isPremiumOnly || isInstructor(user)) return;
  const month = dayjs(session.scheduledStartTime).tz(DEFAULT_SESSION_TIMEZONE).startOf('month');
  const held = await store.Registrations.distinct('sessionId', { userId: user.id, status: { $in: SEAT_HOLDING }, sessionId: { $ne: session._id } });
  const used = held.length
    ? await store.Sessions.countDocuments({
        _id: { $in: held },
        isPremiumOnly: true,
        status: { $ne: 'cancelled' },
        scheduledStartTime: { $gte: month.toDate(), $lt: month.add(1, 'month').toDate() },
      })
    : 0;
  assertTrainingSessionAllowance(user, used);
}
