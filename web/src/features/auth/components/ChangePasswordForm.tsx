import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { TChangePasswordForm } from '@app/shared-types/auth';
import { fieldErrors } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors';
import { lazyResolver } from '../../../lib/forms/lazy-resolver';
import { textFieldBinder } from '../../../lib/forms/text-field';
import { useAction } from '../../../lib/use-action';
import { changePassword } from '../api/change-password';
import { SectionCard } from '../../../lib/ui/SectionCard';
import { ACCOUNT_TEXTS as T } from './account-messages';
import { PasswordField } from './PasswordField';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const resolver = lazyResolver(() => import('./resolvers').then((m) => m.changePasswordResolver));
const EMPTY: TChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** A new password for the signed-in member; the server signs their other sessions out. */
export function ChangePasswordForm({ username }: { username: string }) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<TChangePasswordForm>({ resolver, defaultValues: EMPTY });
  const change = useAction(changePassword, { success: { ...T.passwordChanged, variant: 'success' }, errorTitle: T.passwordFailed });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    const outcome = await change.run({ currentPassword, newPassword });
    if (outcome.ok) return reset(EMPTY);
    showServerFieldErrors(fieldErrors(outcome.error), FIELDS, setError);
  });

  const field = textFieldBinder(register, errors);

  return (
    <SectionCard titleId="password-card-title" title="Change password" description="Signs your account out everywhere else; this browser stays signed in." contentSx={{ p: { xs: 2, sm: 3 } }}>
      <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate aria-label="Change password">
        {/* For password managers: the account the new password belongs to. */}
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <Stack spacing={2.5}>
          <PasswordField {...field('currentPassword')} label="Current password" autoComplete="current-password" required />
          <PasswordField {...field('newPassword', 'At least 6 characters.')} label="New password" autoComplete="new-password" required />
          <PasswordField {...field('confirmPassword')} label="Confirm new password" autoComplete="new-password" required />
          <div>
            <Button type="submit" variant="contained" disabled={change.pending}>
              {change.pending ? 'Changing…' : 'Change password'}
            </Button>
          </div>
        </Stack>
      </form>
    </SectionCard>
  );
}
