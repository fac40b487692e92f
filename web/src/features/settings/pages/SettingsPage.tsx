import { lazy, type ReactNode } from 'react';
import { MemberPage } from '../../../lib/ui/GatedPage';

const TITLE = 'Settings';

// Signed-in readers only: visitors never load the forms.
const MemberSettings = lazy(() => import('../components/MemberSettings'));

/**
 * Members: their account, billing, calendar, meeting ID and texts. Operators also: the firm's SMS
 * provider and payment status. The header is the same in every state, so nothing moves when the
 * session is known.
 */
export default function SettingsPage({ calendarCard, billingCard, smsProviderCard }: { calendarCard?: ReactNode; billingCard?: ReactNode; smsProviderCard?: ReactNode }) {
  return (
    <MemberPage
      path="/settings"
      title={TITLE}
      intro="Your account, membership and billing, calendar connection, personal meeting ID and text preferences."
      signIn={{ heading: 'Sign in to change your settings', text: 'Your settings hold your calendar connection, personal meeting ID and text preferences.' }}
    >
      {(user, isOperator) => <MemberSettings user={user} isOperator={isOperator} calendarCard={calendarCard} billingCard={billingCard} smsProviderCard={smsProviderCard} />}
    </MemberPage>
  );
}
