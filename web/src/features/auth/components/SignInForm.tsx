import { useState } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TLoginRequest, TUser } from '@app/shared-types/auth';
import { lazyResolver } from '../../../lib/forms/lazy-resolver';
import { textFieldBinder } from '../../../lib/forms/text-field';
import { login } from '../api/login';
import { PasswordField } from './PasswordField';
import { showAuthError } from './server-errors';

const FIELDS = ['username', 'password'] as const;
const resolver = lazyResolver(() => import('./resolvers').then((m) => m.signInResolver));

export function SignInForm({ onSignedIn }: { onSignedIn: (user: TUser) => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TLoginRequest>({ resolver, defaultValues: { username: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      onSignedIn(await login(values));
    } catch (error) {
      setProblem(showAuthError(error, FIELDS, setError));
    }
  });

  const field = textFieldBinder(register, errors);

  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate aria-label="Sign in">
      <Stack spacing={2.5}>
        {problem && <Alert severity="error">{problem}</Alert>}
        <TextField {...field('username')} label="Username" autoComplete="username" autoCapitalize="none" spellCheck={false} required />
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
