import type { TNotification } from '@app/shared-types/notifications/model';
import { toIso } from '../../db/define-model';
import type { INotification } from './notification.model';

/**
 * Grouped rows store their text with this placeholder where the actors go ("{actors} liked your
 * post …"); it is filled from the row's own actor and count when read, so text and count never
 * disagree however many likes arrive at once. The placeholder leads the text, so only the first
 * occurrence is replaced (a title that happens to contain it stays as written).
 */
export const ACTORS = '{actors}';

/** "Ana Ruiz", "Ana Ruiz and 1 other", "Ana Ruiz and 12 others". */
export function actorsPhrase(name: string, count: number): string {
  const others = count - 1;
  if (others <= 0) return name;
  return `${name} and ${others} ${others === 1 ? 'other' : 'others'}`;
}

export function notificationText(row: Pick<INotification, 'text' | 'groupKey' | 'actorName' | 'actorCount'>): string {
  if (!row.groupKey) return row.text;
  return row.text.replace(ACTORS, actorsPhrase(row.actorName ?? 'Someone', row.actorCount));
}

export const toNotificationDTO = (row: INotification): TNotification => ({
  id: row._id.toString(),
  type: row.type,
  actor: row.actorId ? { id: row.actorId.toString(), name: row.actorName ?? '' } : null,
  actorCount: row.actorCount,
  text: notificationText(row),
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  readAt: toIso(row.readAt),
});
