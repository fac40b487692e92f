import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { USER_TEXT_LIMITS as MAX } from '@app/shared-types/auth/model';
import type { TUpdateProfileRequest, TUser } from '@app/shared-types/auth';
import { fieldErrors } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors';
import { useUserStore } from '../../../lib/auth/user-store';
import { lazyResolver } from '../../../lib/forms/lazy-resolver';
import { textFieldBinder, VERBATIM } from '../../../lib/forms/text-field';
import { useAction } from '../../../lib/use-action';
import { updateProfile, type TProfileBody } from '../api/update-profile';
import { SectionCard } from '../../../lib/ui/SectionCard';
import { ACCOUNT_TEXTS as T } from './account-messages';

const FIELDS = ['firstName', 'lastName', 'email', 'company', 'bio'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const resolver = lazyResolver(() => import('./resolvers').then((m) => m.profileResolver));

const valuesOf = (user: TUser): Values => ({
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  email: user.email ?? '',
  company: user.company ?? '',
  bio: user.bio ?? '',
});

/** The signed-in member's name, email, company and bio, validated with the schema the server uses. */
export function ProfileForm({ user }: { user: TUser }) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isDirty },
  } = useForm<TUpdateProfileRequest, unknown, TProfileBody>({ resolver, defaultValues: valuesOf(user) });
  // A change saved in another tab arrives here (user:updated); it replaces the fields only while
  // nothing is being edited in this one.
  useEffect(() => {
    if (!isDirty) reset(valuesOf(user));
  }, [user, isDirty, reset]);
  const save = useAction(updateProfile, { success: { ...T.profileSaved, variant: 'success' }, errorTitle: T.profileFailed });

  const onSubmit = handleSubmit(async (values) => {
    const outcome = await save.run(values);
    if (outcome.ok) {
      useUserStore.getState().setUser(outcome.data);
      reset(valuesOf(outcome.data));
      return;
    }
    showServerFieldErrors(fieldErrors(outcome.error), FIELDS, setError);
  });

  const bind = textFieldBinder(register, errors);
  const field = (name: Field, max: number, hint?: string) => ({ ...bind(name, hint), slotProps: { htmlInput: { maxLength: max } } });
  const bioLength = [...(watch('bio') ?? '')].length;

  return (
    <SectionCard
      titleId="profile-card-title"
      title="Your profile"
      description={`Other members see your first and last name on your posts, comments and questions in live sessions; without them, your username (${user.username}).`}
      contentSx={{ p: { xs: 2, sm: 3 } }}
    >
      <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate aria-label="Profile">
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField {...field('firstName', MAX.firstName)} label="First name" autoComplete="given-name" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField {...field('lastName', MAX.lastName)} label="Last name" autoComplete="family-name" />
          </Grid>
          <Grid size={12}>
            <TextField
              {...field('email', MAX.email, 'Where we send your password reset link and booking confirmations.')}
              {...VERBATIM}
              type="email"
              label="Email"
              autoComplete="email"
            />
          </Grid>
          <Grid size={12}>
            <TextField {...field('company', MAX.company)} label="Company" autoComplete="organization" />
          </Grid>
          <Grid size={12}>
            <TextField
              {...field('bio', MAX.bio, `${bioLength} of ${MAX.bio} characters`)}
              label="Bio"
              multiline
              minRows={3}
            />
          </Grid>
          <Grid size={12}>
            <Button type="submit" variant="contained" disabled={save.pending}>
              {save.pending ? 'Saving…' : 'Save profile'}
            </Button>
            {!isDirty && !save.pending ? null : (
              <Button type="button" variant="text" sx={{ ml: 1 }} disabled={save.pending} onClick={() => reset(valuesOf(user))}>
                Undo changes
              </Button>
            )}
          </Grid>
        </Grid>
      </form>
    </SectionCard>
  );
}
