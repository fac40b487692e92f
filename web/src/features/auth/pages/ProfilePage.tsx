import { lazy, type ReactNode } from 'react';
import Container from '@mui/material/Container';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { signInHref } from '../../../lib/auth/sign-in-href';
import { AccessNotice, GatedContent } from '../../../lib/ui/PageLoading';
import { PageHeader } from '../../../lib/ui/PageHeader';

// Signed-in readers only: visitors never load the forms.
const AccountSettings = lazy(() => import('../components/AccountSettings'));

/** /profile: the member's own name, email, company, bio and password; `extra` (other features' sections, composed in app/) below. */
export default function ProfilePage({ extra }: { extra?: ReactNode } = {}) {
  const { ready, user } = useCurrentUser();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeader title="Profile" description="Your name and contact details as other members and our team see them, and your password." />
      <GatedContent
        ready={ready}
        allowed={!!user}
        notice={
          <AccessNotice
            heading="Sign in to edit your profile"
            text="Your profile holds the name other members see, your email for password resets and bookings, and your password."
            action={{ href: signInHref('/profile'), label: 'Sign in' }}
          />
        }
      >
        {user ? <AccountSettings user={user} /> : null}
        {user ? extra : null}
      </GatedContent>
    </Container>
  );
}
