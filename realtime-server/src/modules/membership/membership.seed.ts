import { Types, type Model } from 'mongoose';
import { PLANS } from '@app/shared-types/membership/model';
import type { Seed } from '../../seed/seeds';
import type { Accounts } from '../module';
import type { Entitlements } from './entitlements';
import { oneMonthAfter } from './periods';
import type { ISubscription } from './subscription.model';

const DAY = 86_400_000;

/**
 * The demo accounts' memberships: the premium account pays for Premium through a Cash App transfer an
 * operator verified ten days ago (so isPremium, its plan and expiry come from a real subscription),
 * and the free member has a Starter Cash App payment waiting in the operators' queue.
 */
export function membershipsSeed({ Subscriptions, users, entitlements }: { Subscriptions: Model<ISubscription>; users: Pick<Accounts, 'findByUsername'>; entitlements: Entitlements }): Seed {
  return {
    name: 'memberships',
    order: 10,
    async run() {
      const [premium, member, operator] = await Promise.all(['premium', 'member', 'operator'].map((u) => users.findByUsername(u)));
      const now = Date.now();
      if (premium) {
        const startDate = new Date(now - 10 * DAY);
        await Subscriptions.create({
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
        await entitlements.refresh(premium.id);
      }
      if (member) {
        await Subscriptions.create({
          userId: new Types.ObjectId(member.id),
          paymentProvider: 'cashapp',
          status: 'pending',
          planType: 'starter',
          amount: PLANS.starter.price,
          openFor: member.id,
          createdAt: new Date(now - 2 * 60 * 60_000),
        });
      }
    },
  };
}
