import { lazy, type ReactNode } from 'react';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { signInHref } from '../../../lib/auth/sign-in-href';
import { usePageTitle } from '../../../lib/ui/usePageTitle';
import { AccessNotice, GatedContent, PageFrame } from '../../../lib/ui/PageLoading';

const TITLE = 'Settings';

// Signed-in readers only: visitors never load the forms.
const MemberSettings = lazy(() => import('../components/MemberSettings'));

/** Members: their account, calendar, meeting ID and texts. Operators also: the firm's SMS provider and payment status. */
export default function SettingsPage({ calendarCard }: { calendarCard?: ReactNode }) {
  usePageTitle(TITLE);
  const { ready, user, isOperator } = useCurrentUser();
  return (
    <PageFrame title={TITLE}>
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
        {user ? <MemberSettings user={user} isOperator={isOperator} calendarCard={calendarCard} /> : null}
      </GatedContent>
    </PageFrame>
  );
}
