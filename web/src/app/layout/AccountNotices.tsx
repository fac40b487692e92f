import { Suspense } from 'react';
import Container from '@mui/material/Container';
import { useLocation } from 'react-router';
import { useUserStore } from '../../lib/auth/user-store';
import { PaymentProblemBanner } from './shell-slots';

/**
 * Notices about the account that matter on every page, above the page: today the banner of a member
 * whose renewal payment failed (issue 27 §3: access stays through the grace period, and the banner
 * links to the fix). Only members with a paid plan can be in grace, so only they load its code and
 * ask for their memberships; /settings shows the same banner in its Billing section instead.
 */
export function AccountNotices() {
  const paying = useUserStore((s) => s.user?.isPremium === true);
  const { pathname } = useLocation();
  if (!paying || pathname === '/settings') return null;
  return (
    <Suspense fallback={null}>
      <Container maxWidth="lg" sx={{ pt: { xs: 2, md: 3 }, px: { xs: 2, sm: 3 }, '&:empty': { display: 'none' } }}>
        <PaymentProblemBanner />
      </Container>
    </Suspense>
  );
}
