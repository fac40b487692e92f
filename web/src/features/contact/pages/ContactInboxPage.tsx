import { lazy } from 'react';
import { usePageTitle } from '../../../lib/ui/usePageTitle';
import { OperatorPage } from '../../../lib/ui/GatedPage';

export const INBOX_TITLE = 'Contact Inbox';
const ABOUT = 'The contact inbox holds the messages sent through the contact page and is available to operators.';
/** What visitors, and members who are not operators, read instead of the page. */
const ACCESS = { signIn: { heading: 'Sign in to view the contact inbox', text: ABOUT }, forbidden: { text: ABOUT, back: { href: '/contact', label: 'Back to contact' } } };

// Only operators see it: everyone else never loads it.
const Inbox = lazy(() => import('../components/Inbox'));

export default function ContactInboxPage() {
  usePageTitle(INBOX_TITLE);
  return (
    <OperatorPage path="/contact/inbox" title={INBOX_TITLE} intro="Messages sent through the contact page, updated live as they arrive." {...ACCESS}>
      <Inbox />
    </OperatorPage>
  );
}
