import { lazy } from 'react';
import Container from '@mui/material/Container';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { signInHref } from '../../../lib/auth/sign-in-href';
import { PageHeader } from '../../../lib/ui/PageHeader';
import { AccessNotice, GatedContent } from '../../../lib/ui/PageLoading';

const TITLE = 'SMS Campaigns';

function NoAccess({ signedIn }: { signedIn: boolean }) {
  return (
    <AccessNotice
      heading={signedIn ? '403: Operators only' : 'Sign in to manage SMS campaigns'}
      text="SMS campaigns text members and subscribers about trainings and deadlines, and are run by the firm's operators."
      action={signedIn ? { href: '/', label: 'Back to home' } : { href: signInHref('/sms-campaigns'), label: 'Sign in' }}
    />
  );
}

// Only operators see it: everyone else never loads it.
const Campaigns = lazy(() => import('../components/Campaigns'));

export default function SmsCampaignsPage() {
  const { ready, isSignedIn, isOperator } = useCurrentUser();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeader title={TITLE} description="Text the members and subscribers who opted in about trainings, deadlines and news, and follow each send live." />
      <GatedContent ready={ready} allowed={isOperator} notice={<NoAccess signedIn={isSignedIn} />}>
        <Campaigns />
      </GatedContent>
    </Container>
  );
}
