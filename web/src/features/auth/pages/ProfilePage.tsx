import { lazy, type ReactNode } from 'react';
import { MemberPage } from '../../../lib/ui/GatedPage';

// Signed-in readers only: visitors never load the forms.
const AccountSettings = lazy(() => import('../components/AccountSettings'));

/** /profile: the member's own name, email, company, bio and password; `extra` (other features' sections, composed in app/) below. */
export default function ProfilePage({ extra }: { extra?: ReactNode } = {}) {
  return (
    <MemberPage
      path="/profile"
      title="Profile"
      intro="Your name and contact details as other members and our team see them, and your password."
      signIn={{
        heading: 'Sign in to edit your profile',
        text: 'Your profile holds the name other members see, your email for password resets and bookings, and your password.',
      }}
    >
      {(user) => (
        <>
          <AccountSettings user={user} />
          {extra}
        </>
      )}
    </MemberPage>
  );
}
