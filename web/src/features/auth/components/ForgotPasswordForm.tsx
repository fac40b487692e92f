import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TPasswordResetRequest } from '@app/shared-types/auth';
import { fieldErrors } from '../../../lib/api-client';
import { lazyResolver } from '../../../lib/forms/lazy-resolver';
import { textFieldBinder, VERBATIM } from '../../../lib/forms/text-field';
import { useHydrated } from '../../../lib/ui/use-hydrated';
import { useAction } from '../../../lib/use-action';
import { requestPasswordReset } from '../api/password-reset';
import { ACCOUNT_TEXTS as T } from './account-messages';

const resolver = lazyResolver(() => import('./resolvers').then((m) => m.forgotPasswordResolver));

/** Asks for a reset link; the answer is the same whether or not an account uses the address. */
export function ForgotPasswordForm({ onSent }: { onSent: (message: string) => void }) {
  // Prerendered: the button waits for the app, so an early press cannot post the form as a page.
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TPasswordResetRequest, unknown, { email: string }>({ resolver, defaultValues: { email: '' } });
  const send = useAction(requestPasswordReset, { errorTitle: T.resetRequestFailed });

  const onSubmit = handleSubmit(async ({ email }) => {
    const outcome = await send.run(email);
    if (outcome.ok) return onSent(outcome.data.message);
    const message = fieldErrors(outcome.error).email;
    if (message) setError('email', { type: 'server', message }, { shouldFocus: true });
  });
  const field = textFieldBinder(register, errors);

  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate aria-label="Forgot password">
      <Stack spacing={2.5}>
        <TextField {...field('email', 'The email address of your account.')} {...VERBATIM} type="email" label="Email" autoComplete="email" required />
        <Button type="submit" variant="contained" size="large" disabled={!hydrated || send.pending} fullWidth>
          {send.pending ? 'Sending…' : 'Send reset link'}
        </Button>
      </Stack>
    </form>
  );
}
