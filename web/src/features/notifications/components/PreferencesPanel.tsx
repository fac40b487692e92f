import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { TNotificationPreferences } from '@app/shared-types/notifications/model';
import { errorMessage } from '../../../lib/api-client';
import { fetchPreferences } from '../api/get-preferences';
import { PREFERENCE_NOTES } from '../model/preferences';
import { PreferencesForm } from './PreferencesForm';

type State = { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; prefs: TNotificationPreferences };

/**
 * The Preferences tab of /notifications: per kind the person can receive, whether it is muted (then
 * nothing is created at all), its email (off, immediately, daily digest) and its text message
 * (time-critical kinds, for members who opted in to texts on /settings).
 */
export default function PreferencesPanel() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const load = useCallback((signal?: AbortSignal) => {
    setState({ status: 'loading' });
    fetchPreferences(signal).then(
      (prefs) => setState({ status: 'ready', prefs }),
      (error) => !signal?.aborted && setState({ status: 'error', error: errorMessage(error) }),
    );
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  return (
    <Box component="section" aria-labelledby="notification-preferences-heading">
      <Typography id="notification-preferences-heading" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        Notification preferences
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2, maxWidth: 760 }}>
        Every kind you can receive shows on the bell and on this page unless you mute it. Choose which also reach you by email, at once or in one
        daily digest, and which time-critical ones by text message.
      </Typography>
      {state.status === 'ready' && !state.prefs.smsAvailable ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {PREFERENCE_NOTES.smsUnavailable} <Link href="/settings">Go to Settings</Link>
        </Alert>
      ) : null}
      {state.status === 'ready' && !state.prefs.emailAvailable ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {PREFERENCE_NOTES.emailUnavailable} <Link href="/profile">Go to your Profile</Link>
        </Alert>
      ) : null}
      {state.status === 'error' ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => load()}>
              Try again
            </Button>
          }
        >
          Your preferences could not be loaded. {state.error}
        </Alert>
      ) : state.status === 'loading' ? (
        <Box role="progressbar" aria-label="Loading your preferences" aria-busy="true">
          <Skeleton variant="rounded" height={360} />
        </Box>
      ) : (
        <PreferencesForm prefs={state.prefs} onSaved={(prefs) => setState({ status: 'ready', prefs })} />
      )}
    </Box>
  );
}
