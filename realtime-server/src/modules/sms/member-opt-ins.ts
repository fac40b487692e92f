import type { Model } from 'mongoose';
import type { TUser } from '@app/shared-types/auth';
import { toE164 } from './phone';
import type { ISmsSubscriber } from './sms.model';

/**
 * A member's own text preference (their settings page) kept in step with the subscriber list the
 * moment it changes: opted in with a phone, an active subscriber linked to the account; opted out
 * (or moved to another number), the account's numbers leave the list. A number that texted STOP
 * stays out, since only START undoes STOP; one the member switched off in settings comes back when
 * they switch it on again.
 */
export function memberOptIns(Subscribers: Model<ISmsSubscriber>) {
  return async function sync(user: TUser): Promise<void> {
    const now = new Date();
    const phone = user.smsOptIn ? toE164(user.phone) : null;
    await Subscribers.updateMany(
      { userId: user.id, isActive: true, ...(phone ? { phone: { $ne: phone } } : {}) },
      { $set: { isActive: false, optOutDate: now, optOutSource: 'settings' } },
    );
    if (!phone) return;
    const inserted = await Subscribers.updateOne(
      { phone },
      { $setOnInsert: { phone, source: 'member', firstName: user.firstName, lastName: user.lastName, email: user.email, isActive: true, optInDate: now, userId: user.id } },
      { upsert: true },
    );
    if (inserted.upsertedCount) return;
    await Subscribers.updateOne({ phone, isActive: false, optOutSource: 'settings' }, { $set: { isActive: true, optInDate: now, optOutDate: null, optOutSource: null } });
    await Subscribers.updateOne({ phone }, { $set: { userId: user.id } });
  };
}
