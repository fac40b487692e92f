import type { Connection, Model } from 'mongoose';
import type { TPlanId } from '@app/shared-types/membership/model';
import type { TAudience } from '@app/shared-types/sms';
import type { ISmsSubscriber } from './sms.model';
import { toE164 } from './phone';

export type Recipient = { phone: string; type: 'subscriber' | 'member'; id: string };

type AccountRow = { phone: string | null; smsOptIn?: boolean; isPremium?: boolean; premiumExpiresAt?: Date | null; plan?: TPlanId };

/**
 * The specs speak of "free members" and "premium members": every account is a member, whatever its
 * plan. So:
 * - members: people with an account who opted in on their own settings page, any plan;
 * - non-members: subscribers without an account (contact form, imports, START texts);
 * - tier-specific: members whose plan is that tier;
 * - all: both.
 * A member's tier is their active paid plan, never their role: staff are not premium recipients.
 */
function planOf(a: AccountRow, now: Date): TPlanId {
  const active = a.isPremium && (!a.premiumExpiresAt || a.premiumExpiresAt > now);
  return active ? (a.plan && a.plan !== 'free' ? a.plan : 'premium') : 'free';
}

/**
 * Who a campaign goes to, resolved when it starts sending: each phone once, never a number that
 * opted out (STOP, or switched off in settings, wins over any other record of that number).
 */
export async function resolveAudience(
  { db, Subscribers }: { db: Connection; Subscribers: Model<ISmsSubscriber> },
  audience: TAudience,
  tier: TPlanId | null,
  now = new Date(),
): Promise<Recipient[]> {
  const optedOut = new Set((await Subscribers.find({ isActive: false }, { phone: 1 }).lean()).map((s) => s.phone));
  const accounts = await db
    .collection<AccountRow>('users')
    .find({ phone: { $type: 'string' } }, { projection: { phone: 1, smsOptIn: 1, isPremium: 1, premiumExpiresAt: 1, plan: 1 } })
    .toArray();
  const byPhone = new Map<string, Recipient>();
  const accountPhones = new Set<string>();

  for (const a of accounts) {
    const phone = toE164(a.phone);
    if (!phone) continue;
    accountPhones.add(phone);
    if (!a.smsOptIn || optedOut.has(phone)) continue;
    const wanted = audience === 'all' || audience === 'members' || (audience === 'tier-specific' && planOf(a, now) === tier);
    if (wanted) byPhone.set(phone, { phone, type: 'member', id: String(a._id) });
  }
  if (audience === 'all' || audience === 'non-members') {
    for (const s of await Subscribers.find({ isActive: true }, { phone: 1, userId: 1 }).lean()) {
      if (byPhone.has(s.phone)) continue;
      if (audience === 'non-members' && (s.userId || accountPhones.has(s.phone))) continue;
      byPhone.set(s.phone, { phone: s.phone, type: 'subscriber', id: s._id.toString() });
    }
  }
  return [...byPhone.values()];
}
