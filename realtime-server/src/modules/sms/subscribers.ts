import type { Connection, Model } from 'mongoose';
import type { TContactMessage } from '@app/shared-types/contact';
import type { TSmsSubscriber, TSubscriberImport, TSubscriberImportResult, TSubscriberSource } from '@app/shared-types/sms';
import { badRequest } from '../../errors/app-error';
import { contactSmsOptIns } from '../contact/contracts';
import type { ISmsSubscriber } from './sms.model';
import { toE164 } from './phone';

export const toSubscriberDTO = (s: ISmsSubscriber): TSmsSubscriber => ({
  id: s._id.toString(),
  phone: s.phone,
  firstName: s.firstName,
  lastName: s.lastName,
  email: s.email,
  source: s.source,
  isActive: s.isActive,
  optInDate: s.optInDate?.toISOString() ?? null,
  optOutDate: s.optOutDate?.toISOString() ?? null,
  createdAt: s.createdAt.toISOString(),
});

type Person = { firstName?: string | null; lastName?: string | null; email?: string | null };

export function createSubscribers({ db, Subscribers }: { db: Connection; Subscribers: Model<ISmsSubscriber> }) {
  const contactOptIns = contactSmsOptIns(db);
  let contactsSyncedUntil: Date | undefined;

  /**
   * Adds a consenting number. An existing row keeps its state: someone who texted STOP is not
   * re-subscribed by a form or an import (only START does that).
   */
  async function add(phone: string, source: TSubscriberSource, person: Person = {}): Promise<'added' | 'unchanged' | 'optedOut'> {
    const now = new Date();
    const result = await Subscribers.updateOne(
      { phone },
      { $setOnInsert: { phone, source, firstName: person.firstName ?? null, lastName: person.lastName ?? null, email: person.email ?? null, isActive: true, optInDate: now } },
      { upsert: true },
    );
    if (result.upsertedCount) return 'added';
    const existing = await Subscribers.findOne({ phone }, { isActive: 1 }).lean();
    return existing?.isActive === false ? 'optedOut' : 'unchanged';
  }

  return {
    add,

    /** A contact-form opt-in, as soon as the message is stored. */
    async addContact(m: TContactMessage): Promise<void> {
      const phone = toE164(m.phone);
      if (phone) await add(phone, 'contact', m);
    },

    /** Contact-form opt-ins missed by `addContact` (a failure, messages from before it existed); read incrementally. */
    async syncContactOptIns(): Promise<void> {
      const started = new Date();
      const messages = await contactOptIns(contactsSyncedUntil);
      for (const m of messages) {
        const phone = toE164(m.phone);
        if (phone) await add(phone, 'contact', m);
      }
      contactsSyncedUntil = started;
    },

    async import(input: { subscribers: TSubscriberImport['subscribers'] }): Promise<TSubscriberImportResult> {
      const rows = input.subscribers.map((s, index) => ({ ...s, index, phone: toE164(s.phone) }));
      const invalid = rows.filter((r) => !r.phone);
      if (invalid.length) {
        throw badRequest(
          `Invalid phone number${invalid.length > 1 ? 's' : ''} in row${invalid.length > 1 ? 's' : ''} ${invalid.map((r) => r.index + 1).join(', ')}`,
          invalid.map((r) => ({ path: `subscribers.${r.index}.phone`, message: 'Enter a valid phone number' })),
        );
      }
      const result: TSubscriberImportResult = { added: 0, reactivated: 0, unchanged: 0, optedOut: 0 };
      const seen = new Set<string>();
      for (const r of rows) {
        if (seen.has(r.phone!)) continue;
        seen.add(r.phone!);
        result[await add(r.phone!, 'import', r)]++;
      }
      return result;
    },

    /** STOP: at once, before the sender's next message (it re-reads this row per recipient). */
    async optOut(phone: string): Promise<void> {
      const now = new Date();
      await Subscribers.updateOne(
        { phone },
        { $set: { isActive: false, optOutDate: now, optOutSource: 'keyword' }, $setOnInsert: { phone, source: 'keyword', optInDate: null } },
        { upsert: true },
      );
    },

    async optIn(phone: string): Promise<void> {
      const now = new Date();
      await Subscribers.updateOne({ phone }, { $set: { isActive: true, optInDate: now, optOutDate: null, optOutSource: null }, $setOnInsert: { phone, source: 'keyword' } }, { upsert: true });
    },

    async isOptedOut(phone: string): Promise<boolean> {
      return !!(await Subscribers.exists({ phone, isActive: false }));
    },

    async list(): Promise<TSmsSubscriber[]> {
      const rows = await Subscribers.find().sort({ createdAt: -1, _id: -1 }).limit(500).lean<ISmsSubscriber[]>();
      return rows.map(toSubscriberDTO);
    },

    activeCount: () => Subscribers.countDocuments({ isActive: true }),
  };
}

export type Subscribers = ReturnType<typeof createSubscribers>;
