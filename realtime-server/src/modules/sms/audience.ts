import type { Connection, Model } from 'mongoose';
import { tierOf } from '@app/shared-types/auth';
import type { TPlanId } from '@app/shared-types/membership/model';
import type { TAudience } from '@app/shared-types/sms';
import type { ISmsSubscriber } from './sms.model';
import { toE164 } from './phone';

export type Recipient = { phone: string; type: 'subscriber' | 'member'; id: string };

type MemberRow = { phone: string | null; role?: 'member' | 'instructor' | 'operator'; isPremium?: boolean; plan?: TPlanId };

/**
 * Who a campaign goes to, resolved when it starts sending: members who opted in with a phone (by
 * plan) and active subscribers, each phone once, never a number that opted out (STOP wins over any
 * other record of that number).
 */
export async function resolveAudience(
  { db, Subscribers }: { db: Connection; Subscribers: Model<ISmsSubscriber> },
  audience: TAudience,
  tier: TPlanId | null,
): Promise<Recipient[]> {
  const optedOut = new Set((await Subscribers.find({ isActive: false }, { phone: 1 }).lean()).map((s) => s.phone));
  const members = await db
    .collection<MemberRow>('users')
    .find({ smsOptIn: true, phone: { $type: 'string' } }, { projection: { phone: 1, role: 1, isPremium: 1, plan: 1 } })
    .toArray();
  const byPhone = new Map<string, Recipient>();
  const paidPhones = new Set<string>();
  const wanted = (plan: TPlanId) =>
    audience === 'all' || (audience === 'members' && plan !== 'free') || (audience === 'non-members' && plan === 'free') || (audience === 'tier-specific' && plan === tier);

  for (const m of members) {
    const phone = toE164(m.phone);
    if (!phone) continue;
    const plan = tierOf({ role: m.role ?? 'member', isPremium: !!m.isPremium, plan: m.plan });
    if (plan !== 'free') paidPhones.add(phone);
    if (wanted(plan) && !optedOut.has(phone)) byPhone.set(phone, { phone, type: 'member', id: String(m._id) });
  }
  // Subscribers without a paid account count as non-members (the free tier).
  if (audience === 'all' || audience === 'non-members' || (audience === 'tier-specific' && tier === 'free')) {
    for (const s of await Subscribers.find({ isActive: true }, { phone: 1 }).lean()) {
      if (!byPhone.has(s.phone) && !paidPhones.has(s.phone)) byPhone.set(s.phone, { phone: s.phone, type: 'subscriber', id: s._id.toString() });
    }
  }
  return [...byPhone.values()];
}
