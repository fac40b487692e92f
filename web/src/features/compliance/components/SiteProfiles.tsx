import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TProfileRequest } from '@app/shared-types/compliance';
import type { TSiteProfile } from '@app/shared-types/compliance/model';
import { fieldErrors } from '../../../lib/api-client';
import { textFieldBinder } from '../../../lib/forms/text-field';
import { useDeleteProfile, useSaveProfile } from '../api/profiles';

type Form = { name: string; startUrl: string; loginUrl: string; usernameSelector: string; passwordSelector: string; submitSelector: string; username: string; password: string; successSelector: string; successUrl: string; cookie: string };
const EMPTY: Form = { name: '', startUrl: '', loginUrl: '', usernameSelector: '', passwordSelector: '', submitSelector: '', username: '', password: '', successSelector: '', successUrl: '', cookie: '' };
const opt = (value: string) => (value.trim() ? value.trim() : undefined);

/**
 * Site profiles: pages behind a sign-in. A form recipe (the sign-in page, its fields by CSS selector
 * or `label:<name>`, the account, and what proves success) or a cookie header. The password and the
 * cookie go to the server sealed and never come back; the list shows what is safe to show.
 */
export function SiteProfiles({ profiles, onChanged }: { profiles: TSiteProfile[]; onChanged: () => void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<'form' | 'cookie'>('form');
  const save = useSaveProfile();
  const remove = useDeleteProfile();
  const { register, handleSubmit, reset, setError, formState: { errors } } = useForm<Form>({ defaultValues: EMPTY });
  const field = textFieldBinder(register, errors);

  const onSubmit = handleSubmit(async (f) => {
    if (save.pending) return;
    const body: TProfileRequest = {
      name: f.name,
      startUrl: f.startUrl,
      auth:
        type === 'cookie'
          ? { type: 'cookie', cookie: f.cookie }
          : { type: 'form', loginUrl: f.loginUrl, usernameSelector: f.usernameSelector, passwordSelector: f.passwordSelector, submitSelector: opt(f.submitSelector), username: f.username, password: f.password, successSelector: opt(f.successSelector), successUrl: opt(f.successUrl) },
    };
    const outcome = await save.run(body);
    if (outcome.ok) {
      reset(EMPTY);
      setOpen(false);
      onChanged();
      return;
    }
    const byField = fieldErrors(outcome.error);
    let first = true;
    for (const [path, message] of Object.entries(byField)) {
      const name = path.replace(/^auth\./, '') as keyof Form;
      if (name in EMPTY) setError(name, { type: 'server', message }, { shouldFocus: first });
      first = false;
    }
  });

  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={`${id}-title`} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        Pages behind a sign-in
      </Typography>
      {profiles.length ? (
        <Box component="ul" aria-label="Site profiles" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
          {profiles.map((p) => (
            <Box component="li" key={p.id} sx={{ listStyle: 'none', display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ flex: '1 1 240px', wordBreak: 'break-all' }}>
                <strong>{p.name}</strong>: {p.startUrl} · {p.auth.type === 'form' ? `signs in as ${p.auth.username}` : `cookies ${p.auth.cookieNames.join(', ')}`}
              </Typography>
              <Button size="small" color="error" disabled={remove.pending} onClick={() => void remove.run(p.id).then((o) => o.ok && onChanged())} aria-label={`Delete site profile ${p.name}`}>
                Delete
              </Button>
            </Box>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Save a site profile to scan pages as a signed-in user. Passwords and cookies are stored encrypted and never shown again.
        </Typography>
      )}
      <Box>
        <Button variant="outlined" size="small" aria-expanded={open} aria-controls={`${id}-form`} onClick={() => setOpen((o) => !o)}>
          {open ? 'Cancel new site profile' : 'New site profile'}
        </Button>
      </Box>
      {open ? (
        <Box component="form" id={`${id}-form`} onSubmit={onSubmit} noValidate aria-label="New site profile" sx={{ display: 'grid', gap: 1.5, maxWidth: 640 }}>
          <TextField {...field('name')} label="Profile name" size="small" required />
          <TextField {...field('startUrl', 'The first page to scan as the signed-in user')} label="Start URL" size="small" type="url" required />
          <Box>
            <FormLabel id={`${id}-type`}>How the scanner signs in</FormLabel>
            <RadioGroup row aria-labelledby={`${id}-type`} value={type} onChange={(e) => setType(e.target.value as 'form' | 'cookie')}>
              <FormControlLabel value="form" control={<Radio />} label="Sign-in form" />
              <FormControlLabel value="cookie" control={<Radio />} label="Cookie" />
            </RadioGroup>
          </Box>
          {type === 'form' ? (
            <>
              <TextField {...field('loginUrl')} label="Sign-in page URL" size="small" type="url" required />
              <TextField {...field('usernameSelector', 'A CSS selector, or label: and the field’s label')} label="Username field" size="small" required />
              <TextField {...field('passwordSelector', 'A CSS selector, or label: and the field’s label')} label="Password field" size="small" required />
              <TextField {...field('submitSelector', 'Optional; without it the scanner presses Enter')} label="Submit button" size="small" />
              <TextField {...field('username')} label="Username" size="small" required slotProps={{ htmlInput: { autoComplete: 'off' } }} />
              <TextField {...field('password')} label="Password" size="small" type="password" required slotProps={{ htmlInput: { autoComplete: 'new-password' } }} />
              <TextField {...field('successSelector', 'An element only a signed-in page has (or give a success URL)')} label="Success check: selector" size="small" />
              <TextField {...field('successUrl', 'Where a successful sign-in lands (or give a selector)')} label="Success check: URL" size="small" type="url" />
            </>
          ) : (
            <TextField {...field('cookie', 'As a Cookie header: name=value; name2=value2')} label="Cookie" size="small" required slotProps={{ htmlInput: { autoComplete: 'off' } }} />
          )}
          <Box>
            <Button type="submit" variant="contained" size="small" disabled={save.pending}>
              Save site profile
            </Button>
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
