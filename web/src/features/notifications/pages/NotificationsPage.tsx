import { lazy } from 'react';
import { MemberPage } from '../../../lib/ui/GatedPage';

// Signed-in readers only: visitors never load the list, its live updates or the preferences.
const NotificationsCentre = lazy(() => import('../components/NotificationsCentre'));

/** /notifications: everything the bell has told the member, with filters, and their notification preferences. */
export default function NotificationsPage() {
  return (
    <MemberPage
      path="/notifications"
      title="Notifications"
      intro="Replies, payments, sessions, consultations and scans that concern you, newest first, and how you want to hear about them."
      signIn={{
        heading: 'Sign in to see your notifications',
        text: 'Your notifications tell you when someone replies to your post, a payment is approved, a session you registered for is about to start and more.',
      }}
    >
      {(user) => <NotificationsCentre user={user} />}
    </MemberPage>
  );
}
