import { Types, type Model } from 'mongoose';
import { tierAtLeast, type TPaidPlanId } from '@app/shared-types/membership/model';
import type { Accounts } from '../module';
import type { ISubscription } from './subscription.model';

export type Entitlements = ReturnType<typeof createEntitlements>;

/**
 * The account's premium flag, expiry and plan follow its active subscriptions: the best plan among
 * those paid for now, until the latest end among them. Written through the users service, whose
 * change hooks tell the member's open tabs (user:updated) and take their sockets out of premium rooms.
 */
export function createEntitlements({ Subscriptions, users }: { Subscriptions: Model<ISubscription>; users: Pick<Accounts, 'setPremium'> }) {
  /** `without`: a subscription about to end, left out as if it had ended already. */
  async function refresh(userId: string | Types.ObjectId, { without, now = new Date() }: { without?: Types.ObjectId; now?: Date } = {}): Promise<void> {
    // A membership in its grace period (a renewal charge failed, dunning.ts) keeps access until the grace ends.
    const filter: Record<string, unknown> = { userId: new Types.ObjectId(String(userId)), status: 'active', $or: [{ expiresAt: { $gt: now } }, { graceUntil: { $gt: now } }] };
    if (without) filter._id = { $ne: without };
    const active = await Subscriptions.find(filter).lean<ISubscription[]>();
    if (!active.length) {
      await users.setPremium(String(userId), false, null, 'free');
      return;
    }
    const accessUntil = (s: ISubscription) => (s.graceUntil && s.graceUntil > s.expiresAt! ? s.graceUntil : s.expiresAt!);
    let plan: TPaidPlanId = active[0]!.planType;
    let expiresAt = accessUntil(active[0]!);
    for (const s of active) {
      if (tierAtLeast(s.planType, plan)) plan = s.planType;
      if (accessUntil(s) > expiresAt) expiresAt = accessUntil(s);
    }
    await users.setPremium(String(userId), true, expiresAt, plan);
  }
  return { refresh };
}
