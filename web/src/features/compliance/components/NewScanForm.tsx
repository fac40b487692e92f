import { useId, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import type { TStartScanRequest } from '@app/shared-types/compliance';
import { COMPLIANCE_LIMITS, COMPLIANCE_MESSAGES } from '@app/shared-types/compliance/model';
import { fieldErrors } from '../../../lib/api-client';
import { lazyResolver } from '../../../lib/forms/lazy-resolver';
import { textFieldBinder } from '../../../lib/forms/text-field';
import { redirectToSignIn, signInHref } from '../../../lib/auth/sign-in-href';
import { useStartSiteScan } from '../api/site-scans';
import { useStartScan } from '../api/start-scan';
import { useProfiles } from '../api/profiles';
import { SiteProfiles } from './SiteProfiles';

const resolver = lazyResolver(() => import('./scan-resolver').then((m) => m.scanResolver));

/**
 * The new-scan form. The shared schema gives the spec's messages ('URL Required: ...', 'Invalid
 * URL: ...'); visitors see the form with a sign-in prompt, and submitting it takes them to sign in,
 * since scanning needs an account. `visitor`: known to be signed out. Until the session is known
 * (the HTML a request with a session gets) there is no prompt, and nobody is sent to sign in.
 * `allowance`: the scans left this hour (a meter composed in by the route).
 */
export function NewScanForm({ signedIn, visitor, allowance }: { signedIn: boolean; visitor: boolean; allowance?: ReactNode }) {
  const id = useId();
  const page = useStartScan();
  const site = useStartSiteScan();
  // Uncontrolled, like the URL: a box ticked before the app hydrates stays ticked (the DOM holds it).
  const wholeSiteRef = useRef<HTMLInputElement>(null);
  const { profiles, reload } = useProfiles(signedIn);
  const [profileId, setProfileId] = useState('');
  const chosen = profiles.some((p) => p.id === profileId) ? profileId : '';
  const pending = page.pending || site.pending;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<TStartScanRequest>({ resolver, defaultValues: { url: '' } });

  const onSubmit = handleSubmit(async ({ url }) => {
    if (pending) return;
    if (!signedIn) return visitor ? redirectToSignIn('/compliance-monitoring') : undefined;
    const outcome = wholeSiteRef.current?.checked ? await site.run(url, chosen || undefined) : await page.run(url, chosen || undefined);
    if (outcome.ok) reset({ url: '' });
    else {
      const message = fieldErrors(outcome.error).url;
      if (message) setError('url', { type: 'server', message }, { shouldFocus: true });
    }
  });
  const field = textFieldBinder(register, errors);

  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Box component="form" onSubmit={onSubmit} onFocus={resolver.preload} noValidate aria-labelledby={`${id}-title`} sx={{ display: 'grid', gap: 2 }}>
        <Typography id={`${id}-title`} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          New Accessibility Scan
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Checks a page against WCAG 2.1 AA (the standard Section 508 incorporates) with axe-core. Automated checks find about a third of
          accessibility barriers; a conformance report needs a person&apos;s review too.
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' }, alignItems: 'flex-start' }}>
          <TextField
            {...field('url', 'Include http:// or https://')}
            id={`${id}-url`}
            label="Website URL"
            placeholder="https://www.example.com"
            type="url"
            required
            slotProps={{ htmlInput: { maxLength: COMPLIANCE_LIMITS.urlMax, inputMode: 'url', autoComplete: 'url' } }}
          />
          <Button type="submit" variant="contained" size="large" startIcon={<SearchIcon aria-hidden />} disabled={pending} sx={{ flexShrink: 0, minHeight: 56 }}>
            {pending ? 'Starting…' : 'Start Scan'}
          </Button>
        </Box>
        <FormControlLabel
          control={<Checkbox slotProps={{ input: { ref: wholeSiteRef } }} />}
          label={`Scan the whole site (pages from its sitemap.xml or its links, up to ${COMPLIANCE_LIMITS.sitePagesMax})`}
        />
        {profiles.length ? (
          <TextField select label="Sign in as" size="small" value={chosen} onChange={(e) => setProfileId(e.target.value)} sx={{ maxWidth: 420 }} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }} helperText="Scan pages behind a sign-in with a saved site profile">
            <MenuItem value="">Nobody (public pages)</MenuItem>
            {profiles.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        {/* What the member may still start this hour, beside the button that uses it; its room is kept
            while it loads, so what follows does not move when it arrives. */}
        {signedIn && allowance ? <Box sx={{ minHeight: 86 }}>{allowance}</Box> : null}
        {visitor ? (
          <Alert severity="info" action={<Button href={signInHref('/compliance-monitoring')} color="inherit" sx={{ whiteSpace: 'nowrap' }}>Sign In</Button>}>
            {COMPLIANCE_MESSAGES.signInToScan}
          </Alert>
        ) : null}
      </Box>
      {signedIn ? <SiteProfiles profiles={profiles} onChanged={reload} /> : null}
    </Box>
  );
}
