import { lazy } from 'react';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { signInHref } from '../../../lib/auth/sign-in-href';
import { usePageTitle } from '../../../lib/ui/usePageTitle';
import { AccessNotice, GatedContent, PageFrame } from '../../../lib/ui/PageLoading';

export const RECONCILIATION_TITLE = 'Payment Reconciliation';

// Operators only: everyone else never loads the report's code.
const Reconciliation = lazy(() => import('../components/Reconciliation'));

export default function ReconciliationPage() {
  usePageTitle(RECONCILIATION_TITLE);
  const { ready, isSignedIn, isOperator } = useCurrentUser();
  return (
    <PageFrame title={RECONCILIATION_TITLE} intro="What each payment rail received, what was settled and what access was granted, month by month; refused provider events and payments waiting too long for verification.">
      <GatedContent
        ready={ready}
        allowed={isOperator}
        notice={
          <AccessNotice
            heading={isSignedIn ? '403: Operators only' : 'Sign in to reconcile payments'}
            text="Payment reconciliation shows every member's payments and is available to operators."
            action={isSignedIn ? { href: '/settings', label: 'Back to settings' } : { href: signInHref('/billing/reconciliation'), label: 'Sign in' }}
          />
        }
      >
        <Reconciliation />
      </GatedContent>
    </PageFrame>
  );
}
