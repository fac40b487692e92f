import type { ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { signInHref } from '../../../lib/auth/sign-in-href';
import { usePageTitle } from '../../../lib/ui/usePageTitle';
import { AccessNotice, ContentSkeleton, PageFrame } from '../../../lib/ui/PageLoading';
import { AccountInfoCard } from '../components/AccountInfoCard';
import { MeetingIdForm } from '../components/MeetingIdForm';
import { PaymentStatusCard } from '../components/PaymentStatusCard';
import { SmsIntegrationCard } from '../components/SmsIntegrationCard';
import { TextMessagesCard } from '../components/TextMessagesCard';

const TITLE = 'Settings';

/** Members: their account, calendar, meeting ID and texts. Operators also: the firm's SMS provider and payment status. */
export default function SettingsPage({ calendarCard }: { calendarCard?: ReactNode }) {
  usePageTitle(TITLE);
  const { ready, user, isOperator } = useCurrentUser();
  if (!ready || !user) {
    return (
      <PageFrame title={TITLE}>
        {!ready ? (
          <ContentSkeleton />
        ) : (
          <AccessNotice
            heading="Sign in to change your settings"
            text="Your settings hold your calendar connection, personal meeting ID and text preferences."
            action={{ href: signInHref('/settings'), label: 'Sign in' }}
          />
        )}
      </PageFrame>
    );
  }
  return (
    <PageFrame title={TITLE}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          {calendarCard}
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <MeetingIdForm key={user.id} user={user} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextMessagesCard key={user.id} user={user} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <AccountInfoCard user={user} />
        </Grid>
        {isOperator && (
          <>
            <Grid size={{ xs: 12, md: 6 }}>
              <SmsIntegrationCard />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <PaymentStatusCard />
            </Grid>
          </>
        )}
      </Grid>
    </PageFrame>
  );
}
