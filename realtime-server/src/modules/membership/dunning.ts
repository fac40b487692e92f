import type { Model } from 'mongoose';
import type { Clock } from '../../lib/clock';
import type { Entitlements } from './entitlements';
import { toSubscriptionDTO } from './membership.dto';
import type { MembershipsEvents } from './membership.events';
import type { ISubscription } from './subscription.model';

export const DAY_MS = 24 * 3_600_000;
/** Days of the grace period on which the member is reminded again that the renewal payment failed. */
export const GRACE_REMINDER_DAYS = [1, 3, 6] as const;
/**
 * A failure names the renewal at the end of the paid period: a membership paid for longer than this
 * after the failure was renewed since (a retry's payment delivered before the failure), so it is stale.
 */
const STALE_FAILURE_MS = 2 * DAY_MS;

export type Dunning = ReturnType<typeof createDunning>;

/**
 * Dunning: a failed renewal charge starts a grace period (`graceDays`, the BILLING_GRACE_DAYS setting)
 * during which access stays; the member is told at once and on days 1, 3 and 6 of grace; access ends
 * with the grace period (the expiry sweep skips memberships in grace until then); a successful retry
 * within grace continues the period from the old end (provider-events.ts) and clears the grace.
 * Each step is one conditional update, so two nodes or a retried job send each reminder once.
 */
export function createDunning({
  Subscriptions,
  entitlements,
  events,
  graceDays,
  clock,
}: {
  Subscriptions: Model<ISubscription>;
  entitlements: Pick<Entitlements, 'refresh'>;
  events: Pick<MembershipsEvents, 'paymentFailed'>;
  graceDays: number;
  clock: Clock;
}) {
  /** A verified failure event (already deduplicated by event id): grace starts unless one runs already. */
  async function paymentFailed(found: ISubscription, failedAt: Date, now: Date, fixUrl: string | null = null): Promise<'applied' | 'stale'> {
    if (found.status !== 'active' || !found.expiresAt || found.cancelAtPeriodEnd) return 'stale';
    if (found.expiresAt.getTime() - failedAt.getTime() > STALE_FAILURE_MS) return 'stale';
    const graceUntil = new Date(Math.max(failedAt.getTime() + graceDays * DAY_MS, found.expiresAt.getTime()));
    if (graceUntil <= now) return 'stale';
    const started = await Subscriptions.findOneAndUpdate(
      { _id: found._id, status: 'active', expiresAt: found.expiresAt, graceUntil: null },
      { $set: { paymentFailedAt: failedAt, graceUntil, graceNoticeDay: 0, paymentFixUrl: fixUrl } },
      { returnDocument: 'after' },
    ).lean<ISubscription>();
    if (!started) return 'stale';
    await entitlements.refresh(started.userId, { now });
    await events.paymentFailed(toSubscriptionDTO(started), 0);
    return 'applied';
  }

  /**
   * The grace reminders due at `now`: the latest of days 1, 3, 6 reached and not sent yet (a sweep that
   * missed day 1 and runs on day 3 sends day 3 only), claimed by moving graceNoticeDay forward.
   */
  async function remind(now = new Date(clock.now())): Promise<number> {
    const inGrace = await Subscriptions.find({ status: 'active', graceUntil: { $gt: now } }, { paymentFailedAt: 1, graceNoticeDay: 1 }).limit(500).lean<ISubscription[]>();
    let sent = 0;
    for (const s of inGrace) {
      if (!s.paymentFailedAt) continue;
      const elapsed = now.getTime() - s.paymentFailedAt.getTime();
      const day = [...GRACE_REMINDER_DAYS].reverse().find((d) => elapsed >= d * DAY_MS);
      if (!day || day <= (s.graceNoticeDay ?? 0)) continue;
      const claimed = await Subscriptions.findOneAndUpdate(
        { _id: s._id, status: 'active', paymentFailedAt: s.paymentFailedAt, graceNoticeDay: s.graceNoticeDay ?? 0 },
        { $set: { graceNoticeDay: day } },
        { returnDocument: 'after' },
      ).lean<ISubscription>();
      if (!claimed) continue;
      await events.paymentFailed(toSubscriptionDTO(claimed), day);
      sent++;
    }
    return sent;
  }

  /** What a settled payment clears: the grace and its reminders (the period it pays continues from the old end). */
  const cleared = { graceUntil: null, paymentFailedAt: null, graceNoticeDay: 0, paymentFixUrl: null } satisfies Partial<ISubscription>;

  /** The start of the period a payment at `paidAt` pays for: the old end when it recovers a failed renewal in grace. */
  function periodStartOf(found: ISubscription, paidAt: Date): Date {
    if (found.status === 'active' && found.graceUntil && found.expiresAt && paidAt <= found.graceUntil && found.expiresAt <= paidAt) return found.expiresAt;
    return paidAt;
  }

  return { paymentFailed, remind, cleared, periodStartOf };
}
