import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { TUser, ZRegisterRequest } from '@app/shared-types/auth';
import { lazyResolver } from '../../../lib/forms/lazy-resolver';
import { VERBATIM } from '../../../lib/forms/text-field';
import { register as registerAccount, type TRegisterBody } from '../api/register';
import { PasswordField } from './PasswordField';
import { useAuthForm } from './use-auth-form';

type TRegisterForm = z.input<typeof ZRegisterRequest>;

const FIELDS = ['username', 'password', 'email', 'firstName', 'lastName', 'company'] as const;
const resolver = lazyResolver(() => import('./resolvers').then((m) => m.registerResolver));

export function RegisterForm({ onRegistered }: { onRegistered: (user: TUser) => void }) {
  const { problem, onSubmit, isSubmitting, field } = useAuthForm<TRegisterForm, TRegisterBody, TUser>({
    resolver,
    defaultValues: { username: '', password: '', email: '', firstName: '', lastName: '', company: '' },
    fields: FIELDS,
    submit: registerAccount,
    onDone: onRegistered,
  });

  return (
    <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate aria-label="Create account">
      <Grid container spacing={2.5}>
        {problem && (
          <Grid size={12}>
            <Alert severity="error">{problem}</Alert>
          </Grid>
        )}
        <Grid size={12}>
          <TextField {...field('username', 'At least 3 characters: letters, numbers, dots, dashes or underscores.')} {...VERBATIM} label="Username" autoComplete="username" required />
        </Grid>
        <Grid size={12}>
          <PasswordField {...field('password', 'At least 6 characters.')} label="Password" autoComplete="new-password" required />
        </Grid>
        <Grid size={12}>
          <TextField {...field('email')} type="email" label="Email (optional)" autoComplete="email" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('firstName')} label="First name (optional)" autoComplete="given-name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('lastName')} label="Last name (optional)" autoComplete="family-name" />
        </Grid>
        <Grid size={12}>
          <TextField {...field('company')} label="Company (optional)" autoComplete="organization" />
        </Grid>
        <Grid size={12}>
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting} fullWidth>
            {isSubmitting ? 'Creating account…' : 'Create account'}
          </Button>
        </Grid>
      </Grid>
    </form>
  );
}
