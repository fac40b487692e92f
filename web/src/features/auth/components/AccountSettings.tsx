import Grid from '@mui/material/Grid';
import type { TUser } from '@app/shared-types/auth';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileForm } from './ProfileForm';

/** The signed-in member's profile and password forms: its own chunk, never loaded for visitors. */
export default function AccountSettings({ user }: { user: TUser }) {
  return (
    <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Grid size={{ xs: 12, md: 7 }}>
        <ProfileForm key={user.id} user={user} />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <ChangePasswordForm key={user.id} username={user.username} />
      </Grid>
    </Grid>
  );
}
