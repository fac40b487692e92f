import type { Model } from 'mongoose';
import { Types } from 'mongoose';
import { CONTACT_MESSAGES as M, type ZContactListQuery, type ZContactRequest, type TContactMessage, type TContactPage } from '@app/shared-types/contact';
import type { TUser } from '@app/shared-types/auth';
import type { z } from 'zod';
import { notFound } from '../../errors/app-error';
import type { EventBus } from '../../events/event-bus';
import type { IContactMessage } from './contact.model';
import type { ContactEventsEmitter } from './contact.events';
import { toContactDTO } from './contact.dto';

type Deps = {
  Messages: Model<IContactMessage>;
  events: ContactEventsEmitter;
  /** Where `contact.message-received` is published (the SMS list adds opt-ins at once). */
  domainEvents: Pick<EventBus, 'publish'>;
};

export function createContactService({ Messages, events, domainEvents }: Deps) {
  /** Stores a message from a visitor or member (the sender's account from the session), then tells operators. */
  async function send(sender: TUser | null, input: z.output<typeof ZContactRequest>): Promise<TContactMessage> {
    const doc = await Messages.create({ ...input, userId: sender?.id ?? null });
    const dto = toContactDTO(doc.toObject());
    events.received(dto);
    await domainEvents.publish('contact.message-received', { message: dto }, { id: `contact-message:${dto.id}` });
    return dto;
  }

  async function list(query: z.output<typeof ZContactListQuery>): Promise<TContactPage> {
    const filter: Record<string, unknown> = {};
    if (query.status) filter.status = query.status;
    if (query.urgent !== undefined) filter.isUrgent = query.urgent;
    if (query.serviceInterest) filter.serviceInterest = query.serviceInterest;
    const [rows, total, unread] = await Promise.all([
      Messages.find(filter)
        .sort({ createdAt: -1, _id: -1 })
        .skip((query.page - 1) * query.pageSize)
        .limit(query.pageSize)
        .lean<IContactMessage[]>(),
      Messages.countDocuments(filter),
      Messages.countDocuments({ status: 'new' }),
    ]);
    return { items: rows.map(toContactDTO), total, page: query.page, pageSize: query.pageSize, unread };
  }

  /** new -> read; reading a handled message leaves it handled (atomic: the filter is the transition). */
  async function markRead(id: string): Promise<TContactMessage> {
    const now = new Date();
    const updated = await Messages.findOneAndUpdate({ _id: new Types.ObjectId(id), status: 'new' }, { $set: { status: 'read', readAt: now } }, { returnDocument: 'after' }).lean<IContactMessage>();
    if (updated) {
      const dto = toContactDTO(updated);
      events.updated(dto);
      return dto;
    }
    return current(id);
  }

  async function markHandled(operator: TUser, id: string): Promise<TContactMessage> {
    const now = new Date();
    const _id = new Types.ObjectId(id);
    // Handling implies reading; readAt keeps the first time anyone read it.
    await Messages.updateOne({ _id, readAt: null }, { $set: { readAt: now } });
    const updated = await Messages.findOneAndUpdate({ _id, status: { $ne: 'handled' } }, { $set: { status: 'handled', handledAt: now, handledBy: operator.id } }, { returnDocument: 'after' }).lean<IContactMessage>();
    if (updated) {
      const dto = toContactDTO(updated);
      events.updated(dto);
      return dto;
    }
    return current(id);
  }

  async function current(id: string): Promise<TContactMessage> {
    const row = await Messages.findById(id).lean<IContactMessage>();
    if (!row) throw notFound(M.notFound);
    return toContactDTO(row);
  }

  return { send, list, markRead, markHandled };
}

export type ContactService = ReturnType<typeof createContactService>;
