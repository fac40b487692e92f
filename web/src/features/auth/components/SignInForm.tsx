import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TUser } from '@app/shared-types/auth';
import { lazyResolver } from '../../../lib/forms/lazy-resolver';
import { VERBATIM } from '../../../lib/forms/text-field';
import { login } from '../api/login';
import { PasswordField } from './PasswordField';
import { useAuthForm } from './use-auth-form';

const FIELDS = ['username', 'password'] as const;
const resolver = lazyResolver(() => import('./resolvers').then((m) => m.signInResolver));

export function SignInForm({ onSignedIn }: { onSignedIn: (user: TUser) => void }) {
  const { problem, onSubmit, isSubmitting, field } = useAuthForm({ resolver, defaultValues: { username: '', password: '' }, fields: FIELDS, submit: login, onDone: onSignedIn });

  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate aria-label="Sign in">
      <Stack spacing={2.5}>
        {problem && <Alert severity="error">{problem}</Alert>}
        <TextField {...field('username')} {...VERBATIM} label="Username" autoComplete="username" required />
        <PasswordField {...field('password')} label="Password" autoComplete="current-password" required />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth>
          {isSubmitting ? 'Signing in…' : 'Sign in'}
        </Button>
        <Link href="/forgot-password" variant="body2" sx={{ alignSelf: 'flex-start' }}>
          Forgot password?
        </Link>
      </Stack>
    </form>
  );
}
