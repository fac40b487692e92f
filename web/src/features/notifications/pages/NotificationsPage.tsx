import { lazy } from 'react';
import Container from '@mui/material/Container';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { signInHref } from '../../../lib/auth/sign-in-href';
import { AccessNotice, GatedContent } from '../../../lib/ui/PageLoading';
import { PageHeader } from '../../../lib/ui/PageHeader';

// Signed-in readers only: visitors never load the list, its live updates or the preferences.
const NotificationsCentre = lazy(() => import('../components/NotificationsCentre'));

/** /notifications: everything the bell has told the member, with filters, and their notification preferences. */
export default function NotificationsPage() {
  const { ready, user } = useCurrentUser();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeader title="Notifications" description="Replies, payments, sessions, consultations and scans that concern you, newest first, and how you want to hear about them." />
      <GatedContent
        ready={ready}
        allowed={!!user}
        notice={
          <AccessNotice
            heading="Sign in to see your notifications"
            text="Your notifications tell you when someone replies to your post, a payment is approved, a session you registered for is about to start and more."
            action={{ href: signInHref('/notifications'), label: 'Sign in' }}
          />
        }
      >
        {user ? <NotificationsCentre user={user} /> : null}
      </GatedContent>
    </Container>
  );
}
