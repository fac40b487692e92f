import { lazy } from 'react';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { signInHref } from '../../../lib/auth/sign-in-href';
import { usePageTitle } from '../../../lib/ui/usePageTitle';
import { AccessNotice, GatedContent, PageFrame } from '../../../lib/ui/PageLoading';

export const INBOX_TITLE = 'Contact Inbox';

function NoAccess({ signedIn }: { signedIn: boolean }) {
  return (
    <AccessNotice
      heading={signedIn ? '403: Operators only' : 'Sign in to view the contact inbox'}
      text="The contact inbox holds the messages sent through the contact page and is available to operators."
      action={signedIn ? { href: '/contact', label: 'Back to contact' } : { href: signInHref('/contact/inbox'), label: 'Sign in' }}
    />
  );
}

// Only operators see it: everyone else never loads it.
const Inbox = lazy(() => import('../components/Inbox'));

export default function ContactInboxPage() {
  usePageTitle(INBOX_TITLE);
  const { ready, isSignedIn, isOperator } = useCurrentUser();
  return (
    <PageFrame title={INBOX_TITLE} intro="Messages sent through the contact page, updated live as they arrive.">
      <GatedContent ready={ready} allowed={isOperator} notice={<NoAccess signedIn={isSignedIn} />}>
        <Inbox />
      </GatedContent>
    </PageFrame>
  );
}
