import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  CALENDAR_MESSAGES as M,
  CALENDAR_POPUP,
  CALENDAR_SESSION_TEXTS,
  GOOGLE_AUTH_ERROR,
  GOOGLE_AUTH_SUCCESS,
  type TCalendarCardTexts,
  type TCalendarStatus,
  type TGoogleAuthMessage,
  type TGoogleAuthStart,
} from '@app/shared-types/calendar/model';
import { ApiError, apiRequest, joinReason, withReason } from '../../lib/api-client';
import { runAuthPopup } from '../../lib/auth-popup';
import { toast } from '../../lib/toast-store';
import { useIntegrationStatus } from '../../lib/use-integration-status';
import { CalendarCardFrame } from './CalendarCardFrame';

const POPUP_BLOCKED = 'Popup blocked. Please allow popups for this site.';

/**
 * The spec's Calendar integration card: connect Google Calendar in a 500x600 popup (its closing
 * polled every second, abandoned after 5 minutes; only messages from our own origin count) and
 * disconnect. Without server credentials it says so instead of offering a button that cannot work.
 * `texts`: the failure words of the page it is on (the live-training page's by default).
 */
export function CalendarCard({ texts = CALENDAR_SESSION_TEXTS }: { texts?: TCalendarCardTexts }) {
  const { status, cleanup, phase, setPhase, settle, ...integration } = useIntegrationStatus<TCalendarStatus>('/api/calendar/status');

  async function connect() {
    setPhase('connecting');
    const fail = (description: string) => {
      setPhase('idle');
      toast({ title: texts.authFailedTitle, description, variant: 'destructive' });
    };
    cleanup.current = await runAuthPopup<TGoogleAuthMessage>({
      name: 'google-calendar-auth',
      size: CALENDAR_POPUP,
      authUrl: async () => (await apiRequest<TGoogleAuthStart>('GET', '/api/auth/google')).authUrl,
      isSuccess: (m) => m?.type === GOOGLE_AUTH_SUCCESS,
      isError: (m) => m?.type === GOOGLE_AUTH_ERROR,
      onBlocked: () => fail(POPUP_BLOCKED),
      onNoUrl: () => fail(texts.startFailed),
      // The server answered (and may say why, e.g. not configured), or it could not be reached at all.
      onStartFailed: (error) => fail(error instanceof ApiError ? withReason(texts.startFailed, error) : texts.initiateFailed),
      onSuccess: (m) => {
        toast({ title: M.connectedTitle, description: m.type === GOOGLE_AUTH_SUCCESS && m.email ? `Connected as ${m.email}.` : undefined, variant: 'success' });
        settle();
      },
      onError: (m) => fail(joinReason(texts.connectFailed, m.type === GOOGLE_AUTH_ERROR ? m.error : null)),
      onDone: settle,
    });
  }

  const disconnect = () =>
    integration.disconnect(
      '/api/calendar/disconnect',
      () => toast({ title: M.disconnectedTitle, variant: 'success' }),
      () => toast({ ...texts.disconnectFailed, variant: 'destructive' }),
    );

  return (
    <CalendarCardFrame>
      {!status ? undefined : !status.configured ? (
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
    </CalendarCardFrame>
  );
}
