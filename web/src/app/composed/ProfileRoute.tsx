import { lazy, Suspense } from 'react';
import ProfilePage from '../../features/auth/pages/ProfilePage';

// Signed-in members only: loaded with the profile's own forms, never for visitors.
const MyCertificates = lazy(() => import('../../features/certificates/components/MyCertificates'));

/** /profile with the member's CPE certificates ("My certificates") below their account settings. */
export default function ProfileRoute() {
  return (
    <ProfilePage
      extra={
        <Suspense>
          <MyCertificates />
        </Suspense>
      }
    />
  );
}
