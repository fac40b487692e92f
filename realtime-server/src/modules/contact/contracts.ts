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

declare module '../../events/domain-events' {
  interface DomainEvents {
    /** A visitor's or member's message was stored (event id `contact-message:<id>`). */
    'contact.message-received': { message: TContactMessage };
  }
}
