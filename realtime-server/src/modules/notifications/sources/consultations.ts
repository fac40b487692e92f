import { CONSULTATION_CATEGORY_LABELS, type TConsultation } from '@app/shared-types/consultations/model';
import type { TNotificationType } from '@app/shared-types/notifications/model';
import { actorOf, quoted, SUBSCRIBER, when, type SourceKit } from './source-kit';

const title = (c: TConsultation) => quoted(c.title ?? `${CONSULTATION_CATEGORY_LABELS[c.serviceType]} consultation`);

/**
 * Your consultation is confirmed (it got a time held for it: booked into a free slot, or an
 * operator set the time of a request), moved, cancelled, or is tomorrow (the 24-hour reminder job).
 * For the member who booked it; a visitor's request has no account to tell.
 */
export function consultationsSources(kit: SourceKit): void {
  const tell = async (c: TConsultation, type: TNotificationType, key: string, actorId: string | null, text: string) => {
    if (!c.userId) return;
    await kit.notify(c.userId, { type, key, actor: await actorOf(kit.accounts, actorId), text, link: '/consultations' });
  };
  kit.events.subscribe('consultations.booked', SUBSCRIBER, async ({ id, payload: { consultation: c, actorId, confirmed } }) => {
    if (confirmed && c.startsAt) await tell(c, 'consultations.confirmed', id, actorId, `Your consultation ${title(c)} is confirmed for ${when(c.startsAt)}`);
  });
  kit.events.subscribe('consultations.rescheduled', SUBSCRIBER, async ({ id, payload: { consultation: c, actorId, confirmed } }) => {
    if (!c.startsAt) return;
    if (confirmed) await tell(c, 'consultations.confirmed', id, actorId, `Your consultation ${title(c)} is confirmed for ${when(c.startsAt)}`);
    else await tell(c, 'consultations.moved', id, actorId, `Your consultation ${title(c)} moved to ${when(c.startsAt)}`);
  });
  kit.events.subscribe('consultations.cancelled', SUBSCRIBER, async ({ id, payload: { consultation: c, actorId } }) => {
    await tell(c, 'consultations.cancelled', id, actorId, `Your consultation ${title(c)}${c.startsAt ? ` on ${when(c.startsAt)}` : ''} was cancelled`);
  });
  kit.events.subscribe('consultations.reminded', SUBSCRIBER, async ({ id, payload: { consultation: c, hoursBefore } }) => {
    if (hoursBefore === 24 && c.startsAt) await tell(c, 'consultations.tomorrow', id, null, `Your consultation ${title(c)} is tomorrow: ${when(c.startsAt)}`);
  });
}
