import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { displayName } from '@app/shared-types/auth';
import { FIRM_TIMEZONE } from '@app/shared-types/consultations/model';
import type { TNotificationActor } from '@app/shared-types/notifications/model';
import type { EventBus } from '../../../events/event-bus';
import type { Accounts } from '../../module';
import type { NotifyInput } from '../notifications.service';

dayjs.extend(utc);
dayjs.extend(timezone);

/** What a source needs: the bus to hear other modules, the centre's notify, and names of people. */
export type SourceKit = {
  events: Pick<EventBus, 'subscribe'>;
  notify: (recipientId: string, input: NotifyInput) => Promise<unknown>;
  /** notify for many recipients at once (one kind, one text), in a few queries for all. */
  notifyMany: (recipientIds: string[], input: NotifyInput) => Promise<void>;
  accounts: Pick<Accounts, 'findById' | 'idsWithRole'>;
};

/** Every source subscribes under this name (one handler per event). */
export const SUBSCRIBER = 'notifications';

/** The actor as the text names them: first and last name when set, else the username (displayName). */
export async function actorOf(accounts: SourceKit['accounts'], id: string | null): Promise<TNotificationActor | null> {
  if (!id) return null;
  // The account lookup every request already uses (cached), not a query per notification.
  const found = await accounts.findById(id);
  return { id, name: found ? displayName(found) : 'A former member' };
}

/** A title as the texts quote it. */
export const quoted = (title: string) => `“${title.length > 120 ? `${title.slice(0, 117)}...` : title}”`;

/** 'Nov 27, 2026 at 3:00 PM (Eastern Time)', as the consultation emails write it. */
export const when = (iso: string) => `${dayjs(iso).tz(FIRM_TIMEZONE).format('MMM D, YYYY [at] h:mm A')} (Eastern Time)`;

/** Everyone in `recipientIds` (once each) gets `input`; the bus retries the handler if one fails, and the done ones are not made twice. */
export async function notifyAll(kit: SourceKit, recipientIds: Iterable<string>, input: NotifyInput): Promise<void> {
  await kit.notifyMany([...new Set(recipientIds)], input);
}
