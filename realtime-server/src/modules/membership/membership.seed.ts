import { Types, type Model } from 'mongoose';
import { PLANS } from '@app/shared-types/membership/model';
import type { Seed } from '../../seed/seeds';
import type { Accounts } from '../module';
import type { Entitlements } from './entitlements';
import { oneMonthAfter } from './periods';
import type { ISubscription } from './subscription.model';
import type { LedgerPort } from '../billing/contracts';
import { priceInCents } from './provider-events';

const DAY = 86_400_000;

/**
 * The demo accounts' memberships: the premium account pays for Premium through a Cash App transfer an
 * operator verified ten days ago (so isPremium, its plan and expiry come from a real subscription),
 * and the free member has a Starter Cash App payment waiting in the operators' queue. Both are in the
 * billing ledger as they would be had they happened: the premium one settled (with its receipt), the
 * other waiting for verification.
 */
export function membershipsSeed({
  Subscriptions,
  users,
  entitlements,
  ledger,
}: {
  Subscriptions: Model<ISubscription>;
  users: Pick<Accounts, 'findByUsername'>;
  entitlements: Entitlements;
  ledger: () => LedgerPort | undefined;
}): Seed {
  const claimOf = (s: ISubscription) => ({ rail: 'cashapp' as const, reference: s._id.toString(), memberId: s.userId.toString(), subscriptionId: s._id.toString(), planType: s.planType, amount: priceInCents(s) });
  return {
    name: 'memberships',
    order: 10,
    async run() {
      const [premium, member, operator] = await Promise.all(['premium', 'member', 'operator'].map((u) => users.findByUsername(u)));
      const now = Date.now();
      if (premium) {
        const startDate = new Date(now - 10 * DAY);
        const paid = await Subscriptions.create({
          userId: new Types.ObjectId(premium.id),
          paymentProvider: 'cashapp',
          status: 'active',
          planType: 'premium',
          amount: PLANS.premium.price,
          startDate,
          expiresAt: oneMonthAfter(startDate),
          reviewedBy: operator ? new Types.ObjectId(operator.id) : null,
          reviewedAt: startDate,
          reviewNote: 'Demo: transfer matched by amount and email note.',
          openFor: premium.id,
          createdAt: new Date(startDate.getTime() - 3 * 60 * 60_000),
        });
        const { entry } = (await ledger()?.settle(claimOf(paid.toObject()), { verifiedBy: operator?.id ?? 'seed', verifiedAt: startDate, periodStart: startDate, periodEnd: oneMonthAfter(startDate) })) ?? {};
        if (entry) await ledger()?.granted(entry.id, startDate);
        await entitlements.refresh(premium.id);
      }
      if (member) {
        const waiting = await Subscriptions.create({
          userId: new Types.ObjectId(member.id),
          paymentProvider: 'cashapp',
          status: 'pending',
          planType: 'starter',
          amount: PLANS.starter.price,
          openFor: member.id,
          createdAt: new Date(now - 2 * 60 * 60_000),
        });
        await ledger()?.claim(claimOf(waiting.toObject()));
      }
    },
  };
}
