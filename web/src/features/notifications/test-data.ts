import type { TNotification } from '@app/shared-types/notifications/model';

let seq = 0;

/** A notification as the server sends it; `minute` orders rows (a later minute is newer). */
export function makeNotification(overrides: Partial<TNotification> & { minute?: number } = {}): TNotification {
  const { minute, ...rest } = overrides;
  seq += 1;
  const at = new Date(Date.UTC(2026, 10, 20, 12, minute ?? seq)).toISOString();
  return {
    id: `n${String(seq).padStart(4, '0')}`,
    type: 'community.reply',
    actor: { id: 'a1', name: 'Ana Ruiz' },
    actorCount: 1,
    text: `Ana Ruiz replied to your post “SAM renewal ${seq}”`,
    link: '/community?post=p1',
    createdAt: at,
    updatedAt: at,
    readAt: null,
    ...rest,
  };
}
