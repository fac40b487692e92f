import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Extension points of the app shell for features that plug into it. Kept here, in one small file,
 * so adding a feature to the shell is a change of a line or two:
 *
 * - Notifications: `NotificationsBell` is the lazily loaded bell; the header shows it (signed-in
 *   people only, left of the account menu), and the account menu lists 'Notifications'
 *   (/notifications) because `hasNotifications` follows it. Visitors never load its chunk.
 * - Account notices: `PaymentProblemBanner`, shown above every page but /settings to a paying member
 *   whose renewal payment failed (AccountNotices.tsx). Free members and visitors never load it.
 */
export const NotificationsBell: LazyExoticComponent<ComponentType> | null = lazy(() => import('../../features/notifications/components/NotificationsBell'));

/** Whether the notifications feature exists: the account menu offers its page only then. */
export const hasNotifications: boolean = NotificationsBell !== null;

/** The membership feature's "renewal payment failed" banner (renders nothing outside a grace period). */
export const PaymentProblemBanner: LazyExoticComponent<ComponentType> = lazy(() =>
  import('../../features/membership/components/PaymentProblemBanner').then((m) => ({ default: m.PaymentProblemBanner })),
);
