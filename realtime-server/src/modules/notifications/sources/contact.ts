import { notifyAll, SUBSCRIBER, actorOf, quoted, type SourceKit } from './source-kit';

/** For operators: a new message marked urgent on the contact page (the inbox shows it in full). */
export function contactSources(kit: SourceKit): void {
  kit.events.subscribe('contact.message-received', SUBSCRIBER, async ({ id, payload: { message } }) => {
    if (!message.isUrgent) return;
    const actor = message.userId ? await actorOf(kit.accounts, message.userId) : null;
    const excerpt = message.message.length > 100 ? `${message.message.slice(0, 97)}...` : message.message;
    const text = `Urgent message from ${message.firstName} ${message.lastName}: ${quoted(excerpt)}`;
    await notifyAll(kit, await kit.accounts.idsWithRole('operator'), { type: 'operators.urgent-contact', key: id, actor, text, link: '/contact/inbox' });
  });
}
