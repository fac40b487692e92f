import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import {
  CALENDAR_MESSAGES as M,
  CALENDAR_POPUP,
  GOOGLE_AUTH_ERROR,
  GOOGLE_AUTH_SUCCESS,
  type TCalendarStatus,
  type TGoogleAuthMessage,
  type TGoogleAuthStart,
} from '@app/shared-types/calendar/model';
import { apiRequest, errorMessage, getJson } from '../../lib/api-client';
import { toast } from '../../lib/toast-store';

/**
 * The spec's Calendar integration card: connect Google Calendar in a 500x600 popup (its closing
 * polled every second, abandoned after 5 minutes; only messages from our own origin count) and
 * disconnect. Without server credentials it says so instead of offering a button that cannot work.
 */
export function CalendarCard() {
  const [status, setStatus] = useState<TCalendarStatus | null>(null);
  const [phase, setPhase] = useState<'idle' | 'connecting' | 'disconnecting'>('idle');
  const cleanup = useRef<() => void>(() => {});

  const load = useCallback(async () => {
    try {
      setStatus(await getJson<TCalendarStatus>('/api/calendar/status'));
    } catch {
      setStatus(null);
    }
  }, []);
  useEffect(() => {
    void load();
    return () => cleanup.current();
  }, [load]);

  async function connect() {
    // Opened before the request so the browser counts it as the click's popup.
    const left = window.screenX + (window.outerWidth - CALENDAR_POPUP.width) / 2;
    const top = window.screenY + (window.outerHeight - CALENDAR_POPUP.height) / 2;
    const popup = window.open('', 'google-calendar-auth', `width=${CALENDAR_POPUP.width},height=${CALENDAR_POPUP.height},left=${left},top=${top}`);
    setPhase('connecting');
    let authUrl: string;
    try {
      ({ authUrl } = await apiRequest<TGoogleAuthStart>('GET', '/api/auth/google'));
    } catch (error) {
      popup?.close();
      setPhase('idle');
      toast({ title: M.authFailedTitle, description: errorMessage(error, 'Failed to start'), variant: 'destructive' });
      return;
    }
    if (!popup) {
      setPhase('idle');
      toast({ title: M.authFailedTitle, description: 'Popup blocked. Please allow popups for this site.', variant: 'destructive' });
      return;
    }
    popup.location.href = authUrl;

    const finish = () => {
      window.removeEventListener('message', onMessage);
      clearInterval(poll);
      clearTimeout(abandon);
      setPhase('idle');
      cleanup.current = () => {};
    };
    const onMessage = (event: MessageEvent<TGoogleAuthMessage>) => {
      if (event.origin !== window.location.origin || event.source !== popup) return;
      if (event.data?.type === GOOGLE_AUTH_SUCCESS) {
        finish();
        toast({ title: M.connectedTitle, description: event.data.email ? `Connected as ${event.data.email}.` : undefined, variant: 'success' });
        void load();
      } else if (event.data?.type === GOOGLE_AUTH_ERROR) {
        finish();
        toast({ title: M.authFailedTitle, description: event.data.error || 'Failed to connect', variant: 'destructive' });
      }
    };
    window.addEventListener('message', onMessage);
    const poll = setInterval(() => {
      if (popup.closed) {
        finish();
        void load();
      }
    }, CALENDAR_POPUP.pollMs);
    const abandon = setTimeout(() => {
      popup.close();
      finish();
    }, CALENDAR_POPUP.abandonAfterMs);
    cleanup.current = () => {
      finish();
    };
  }

  async function disconnect() {
    setPhase('disconnecting');
    try {
      setStatus(await apiRequest<TCalendarStatus>('POST', '/api/calendar/disconnect'));
      toast({ title: M.disconnectedTitle, variant: 'success' });
    } catch {
      toast({ title: `${M.disconnectFailedTitle}: ${M.disconnectFailed}`, variant: 'destructive' });
    } finally {
      setPhase('idle');
    }
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby="calendar-card-title">
      <CardContent>
        <Typography id="calendar-card-title" variant="h6" component="h2" gutterBottom>
          Calendar Integration
        </Typography>
        {!status ? (
          <Typography variant="body2">Checking your calendar connection…</Typography>
        ) : !status.configured ? (
          <Alert severity="info">Google Calendar is not configured on this server yet. Your sessions and consultations still come with calendar (.ics) files.</Alert>
        ) : status.connected ? (
          <>
            <Typography variant="body2" sx={{ mb: 2 }}>
              Connected{status.email ? ` as ${status.email}` : ''}. New bookings are added to your Google Calendar.
            </Typography>
            <Button variant="outlined" onClick={() => void disconnect()} disabled={phase !== 'idle'}>
              {phase === 'disconnecting' ? 'Disconnecting…' : 'Disconnect'}
            </Button>
          </>
        ) : (
          <>
            <Typography variant="body2" sx={{ mb: 2 }}>
              Connect Google Calendar to add your sessions and consultations to it automatically.
            </Typography>
            <Button variant="contained" onClick={() => void connect()} disabled={phase !== 'idle'}>
              {phase === 'connecting' ? 'Connecting…' : 'Connect Google Calendar'}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
