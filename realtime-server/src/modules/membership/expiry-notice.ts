import type { Model } from 'mongoose';
import { toSubscriptionDTO } from './membership.dto';
import type { MembershipsEvents } from './membership.events';
import type { ISubscription } from './subscription.model';

/** Members hear that a membership which will not renew by itself ends this long before it does. */
export const EXPIRY_NOTICE_MS = 7 * 24 * 3_600_000;

/**
 * Active memberships that end within EXPIRY_NOTICE_MS and will not renew (a Cash App month, or a
 * card subscription cancelled at period end) are announced once per end date: each is claimed by one
 * conditional update (expiryNoticeFor := its end), so two runs or nodes announce it once, and a
 * membership extended later is announced again before its new end.
 */
export function expiryNotices(Subscriptions: Model<ISubscription>, events: Pick<MembershipsEvents, 'expiring'>) {
  return async function run(now: Date): Promise<number> {
    const due = await Subscriptions.find(
      { status: 'active', expiresAt: { $gt: now, $lte: new Date(now.getTime() + EXPIRY_NOTICE_MS) }, $or: [{ paymentProvider: 'cashapp' }, { cancelAtPeriodEnd: true }] },
      { expiresAt: 1, expiryNoticeFor: 1 },
    ).lean<Pick<ISubscription, '_id' | 'expiresAt' | 'expiryNoticeFor'>[]>();
    let announced = 0;
    for (const s of due) {
      if (!s.expiresAt || s.expiryNoticeFor?.getTime() === s.expiresAt.getTime()) continue;
      const claimed = await Subscriptions.findOneAndUpdate(
        { _id: s._id, status: 'active', expiresAt: s.expiresAt, expiryNoticeFor: s.expiryNoticeFor ?? null },
        { $set: { expiryNoticeFor: s.expiresAt } },
        { returnDocument: 'after' },
      ).lean<ISubscription>();
      if (!claimed) continue;
      await events.expiring(toSubscriptionDTO(claimed));
      announced++;
    }
    return announced;
  };
}
