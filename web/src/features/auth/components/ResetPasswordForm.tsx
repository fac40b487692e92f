import { useState } from 'react';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { TResetPasswordForm } from '@app/shared-types/auth';
import { ApiError, errorMessage, fieldErrors } from '../../../lib/api-client';
import { lazyResolver } from '../../../lib/forms/lazy-resolver';
import { textFieldBinder } from '../../../lib/forms/text-field';
import { toast } from '../../../lib/toast-store';
import { confirmPasswordReset } from '../api/password-reset';
import { ACCOUNT_TEXTS as T } from './account-messages';
import { PasswordField } from './PasswordField';

const resolver = lazyResolver(() => import('./resolvers').then((m) => m.resetPasswordResolver));

/**
 * The new password, typed twice, for the emailed link's `token`. A link the server refuses
 * (invalid, expired, used) is reported with `onLinkRefused`; a refused password on its field.
 */
export function ResetPasswordForm({ token, onDone, onLinkRefused }: { token: string; onDone: () => void; onLinkRefused: (message: string) => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TResetPasswordForm>({ resolver, defaultValues: { password: '', confirmPassword: '' } });
  const [pending, setPending] = useState(false);

  const onSubmit = handleSubmit(async ({ password }) => {
    setPending(true);
    try {
      await confirmPasswordReset({ token, password });
      onDone();
    } catch (error) {
      const fields = fieldErrors(error);
      // A refused link replaces the form with its explanation (focused), so no toast repeats it.
      if (fields.token) return onLinkRefused(fields.token);
      if (fields.password) setError('password', { type: 'server', message: fields.password }, { shouldFocus: true });
      else if (error instanceof ApiError && error.status === 400) return onLinkRefused(errorMessage(error));
      // As useAction words a failure: the title, and the server's message.
      toast({ title: T.resetFailed, description: errorMessage(error), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  });
  const field = textFieldBinder(register, errors);

  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate aria-label="Choose a new password">
      <Stack spacing={2.5}>
        <PasswordField {...field('password', 'At least 6 characters.')} label="New password" autoComplete="new-password" required />
        <PasswordField {...field('confirmPassword')} label="Confirm new password" autoComplete="new-password" required />
        <Button type="submit" variant="contained" size="large" disabled={pending} fullWidth>
          {pending ? 'Saving…' : 'Set new password'}
        </Button>
      </Stack>
    </form>
  );
}
