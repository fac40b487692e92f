import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { signInHref } from '../../../lib/auth/sign-in-href';
import { usePageTitle } from '../../../lib/ui/usePageTitle';
import { PageLoading } from '../../../lib/ui/PageLoading';
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
  if (!ready) return <PageLoading title={TITLE} />;
  if (!user) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Typography variant="h3" component="h1" gutterBottom>
          Sign in to change your settings
        </Typography>
        <Typography sx={{ mb: 3 }}>Your settings hold your calendar connection, personal meeting ID and text preferences.</Typography>
        <Button variant="contained" href={signInHref('/settings')}>
          Sign in
        </Button>
      </Container>
    );
  }
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {TITLE}
      </Typography>
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
    </Container>
  );
}
