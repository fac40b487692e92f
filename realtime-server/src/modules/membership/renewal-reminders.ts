import type { Model } from 'mongoose';
import type { Clock } from '../../lib/clock';
import type { PaymentProviders } from '../../integrations/payments';
import type { Accounts } from '../module';
import { toPendingPaymentDTO, toSubscriptionDTO } from './membership.dto';
import type { MembershipsEvents } from './membership.events';
import type { ISubscription } from './subscription.model';
import { nextPeriodPrice } from './periods';

const DAY_MS = 24 * 3_600_000;
/** Members hear that a membership renews or ends this long before it does, and again a day before. */
export const EXPIRY_NOTICE_MS = 7 * DAY_MS;
export const LAST_DAY_NOTICE_MS = DAY_MS;

type Due = Pick<ISubscription, '_id' | 'expiresAt' | 'expiryNoticeFor' | 'lastDayNoticeFor' | 'renewalRequestedFor' | 'paymentProvider' | 'cancelAtPeriodEnd'>;

/**
 * Reminders 7 days and 1 day before the end of the paid period of every active membership: "ends on"
 * for one that will not renew (cancelled at period end), "renews on" for a card subscription, and for
 * Cash App (each month is a new manual transfer) a renewal request: at 7 days it joins the operators'
 * payment queue and the member is told the amount and the note to send. Each reminder is claimed by
 * one conditional update of its end date (expiryNoticeFor for 7 days, lastDayNoticeFor for 1 day),
 * so two runs or nodes send it once, and a membership extended later is reminded before its new end.
 * Memberships in grace after a failed charge hear from dunning.ts instead.
 */
export function renewalReminders({
  Subscriptions,
  events,
  accounts,
  providers,
  clock,
}: {
  Subscriptions: Model<ISubscription>;
  events: Pick<MembershipsEvents, 'expiring' | 'renewalDue' | 'renewalQueued'>;
  accounts: Pick<Accounts, 'findById'>;
  providers: Pick<PaymentProviders, 'get'>;
  clock: Clock;
}) {
  async function claim(s: Due, daysLeft: 7 | 1, request: boolean): Promise<ISubscription | null> {
    const field = daysLeft === 7 ? 'expiryNoticeFor' : 'lastDayNoticeFor';
    // The 1-day reminder also stands for a 7-day one never sent (a membership approved late): not sent after it.
    const set: Partial<ISubscription> = daysLeft === 7 ? { expiryNoticeFor: s.expiresAt } : { lastDayNoticeFor: s.expiresAt, expiryNoticeFor: s.expiresAt };
    if (request) set.renewalRequestedFor = s.expiresAt;
    return Subscriptions.findOneAndUpdate(
      { _id: s._id, status: 'active', graceUntil: null, expiresAt: s.expiresAt, [field]: s[field] ?? null },
      { $set: set },
      { returnDocument: 'after' },
    ).lean<ISubscription>();
  }

  async function announce(claimed: ISubscription, daysLeft: 7 | 1, newRequest: boolean): Promise<void> {
    const dto = toSubscriptionDTO(claimed);
    if (claimed.cancelAtPeriodEnd) return events.expiring(dto, daysLeft);
    if (claimed.paymentProvider !== 'cashapp') return events.renewalDue(dto, daysLeft, null);
    const member = await accounts.findById(claimed.userId.toString());
    const instructions = providers.get('cashapp')?.instructions?.(nextPeriodPrice(claimed), member?.email ?? null) ?? null;
    if (newRequest) events.renewalQueued(toPendingPaymentDTO(claimed, member ?? undefined));
    await events.renewalDue(dto, daysLeft, instructions);
  }

  return async function run(now = new Date(clock.now())): Promise<number> {
    const due = await Subscriptions.find(
      { status: 'active', graceUntil: null, expiresAt: { $gt: now, $lte: new Date(now.getTime() + EXPIRY_NOTICE_MS) } },
      { expiresAt: 1, expiryNoticeFor: 1, lastDayNoticeFor: 1, renewalRequestedFor: 1, paymentProvider: 1, cancelAtPeriodEnd: 1 },
    )
      .limit(500)
      .lean<Due[]>();
    let announced = 0;
    for (const s of due) {
      const end = s.expiresAt!.getTime();
      const daysLeft: 7 | 1 = end - now.getTime() <= LAST_DAY_NOTICE_MS ? 1 : 7;
      if ((daysLeft === 7 ? s.expiryNoticeFor : s.lastDayNoticeFor)?.getTime() === end) continue;
      // A Cash App renewal is requested once per end date: at 7 days, or at 1 day when the 7-day run never came.
      const request = s.paymentProvider === 'cashapp' && !s.cancelAtPeriodEnd && (daysLeft === 7 || s.expiryNoticeFor?.getTime() !== end);
      const claimed = await claim(s, daysLeft, request);
      if (!claimed) continue;
      await announce(claimed, daysLeft, request);
      announced++;
    }
    return announced;
  };
}
