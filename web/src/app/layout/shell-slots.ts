import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * Extension points of the app shell for features that plug into it. Kept here, in one small file,
 * so adding a feature to the shell is a change of a line or two:
 *
 * - Notifications: set `NotificationsBell` to the lazily loaded bell, e.g.
 *   `lazy(() => import('../../features/notifications/components/NotificationsBell'))`; the header then
 *   shows it (signed-in people only, left of the account menu), and the account menu lists
 *   'Notifications' (/notifications) because `hasNotifications` follows it.
 */
export const NotificationsBell: LazyExoticComponent<ComponentType> | null = null;

/** Whether the notifications feature exists: the account menu offers its page only then. */
export const hasNotifications: boolean = NotificationsBell !== null;
