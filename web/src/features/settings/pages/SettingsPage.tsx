import { lazy, type ReactNode } from 'react';
import Container from '@mui/material/Container';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { signInHref } from '../../../lib/auth/sign-in-href';
import { PageHeader } from '../../../lib/ui/PageHeader';
import { AccessNotice, GatedContent } from '../../../lib/ui/PageLoading';

const TITLE = 'Settings';

// Signed-in readers only: visitors never load the forms.
const MemberSettings = lazy(() => import('../components/MemberSettings'));

/**
 * Members: their account, billing, calendar, meeting ID and texts. Operators also: the firm's SMS
 * provider and payment status. The header is the same in every state, so nothing moves when the
 * session is known.
 */
export default function SettingsPage({ calendarCard, billingCard, smsProviderCard }: { calendarCard?: ReactNode; billingCard?: ReactNode; smsProviderCard?: ReactNode }) {
  const { ready, user, isOperator } = useCurrentUser();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeader title={TITLE} description="Your account, membership and billing, calendar connection, personal meeting ID and text preferences." />
      <GatedContent
        ready={ready}
        allowed={!!user}
        notice={
          <AccessNotice
            heading="Sign in to change your settings"
            text="Your settings hold your calendar connection, personal meeting ID and text preferences."
            action={{ href: signInHref('/settings'), label: 'Sign in' }}
          />
        }
      >
        {user ? <MemberSettings user={user} isOperator={isOperator} calendarCard={calendarCard} billingCard={billingCard} smsProviderCard={smsProviderCard} /> : null}
      </GatedContent>
    </Container>
  );
}
