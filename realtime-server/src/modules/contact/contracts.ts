import type { Connection } from 'mongoose';
import type { TContactMessage } from '@app/shared-types/contact';
import { contactMessageModel, type IContactMessage } from './contact.model';
import { toContactDTO } from './contact.dto';

/**
 * What other modules may read of contact messages: the SMS feature makes subscribers of the people
 * who ticked smsOptIn (with a phone number), newest first, from `since` on.
 */
export function contactSmsOptIns(db: Connection) {
  const Messages = contactMessageModel(db);
  return async function smsOptIns(since?: Date): Promise<TContactMessage[]> {
    const filter: Record<string, unknown> = { smsOptIn: true, phone: { $ne: null } };
    if (since) filter.createdAt = { $gte: since };
    const rows = await Messages.find(filter).sort({ createdAt: -1, _id: -1 }).lean<IContactMessage[]>();
    return rows.map(toContactDTO);
  };
}

type SmsOptInHandler = (message: TContactMessage) => Promise<void>;
const optInHandlers = new WeakMap<Connection, Set<SmsOptInHandler>>();

/**
 * The SMS feature hears of a contact-form opt-in (a message with smsOptIn and a phone) as soon as it
 * is stored, so the person is a subscriber at once. Per database: one app per connection. Returns the
 * unsubscribe function.
 */
export function onContactSmsOptIn(db: Connection, handler: SmsOptInHandler): () => void {
  const handlers = optInHandlers.get(db) ?? new Set<SmsOptInHandler>();
  optInHandlers.set(db, handlers);
  handlers.add(handler);
  return () => handlers.delete(handler);
}

/** Called by the contact module once the message is stored; resolves when every handler has acted. */
export async function announceContactSmsOptIn(db: Connection, message: TContactMessage): Promise<void> {
  for (const handler of optInHandlers.get(db) ?? []) await handler(message);
}
