import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CALENDAR_POPUP } from '@app/shared-types/calendar/model';
import { SMS_AUTH_ERROR, SMS_AUTH_SUCCESS, SMS_PROVIDER_MESSAGES as M, type TSmsAuthMessage, type TSmsStatus } from '@app/shared-types/sms-provider/model';
import { apiRequest, joinReason, withReason } from '../../../lib/api-client';
import { runAuthPopup } from '../../../lib/auth-popup';
import { toast } from '../../../lib/toast-store';
import { useIntegrationStatus } from '../../../lib/use-integration-status';

/** Operators: RingCentral for texts. Not configured -> configured (needs authorization) -> connected. */
export function SmsIntegrationCard() {
  const { status, setStatus, load, cleanup, phase, setPhase, settle, ...integration } = useIntegrationStatus<TSmsStatus, 'saving'>('/api/sms/status');
  const [clientId, setClientId] = useState('');
  const [clientSecret, setClientSecret] = useState('');

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setPhase('saving');
    try {
      setStatus(await apiRequest<TSmsStatus>('POST', '/api/sms/configure', { clientId: clientId.trim(), clientSecret: clientSecret.trim() }));
      setClientSecret('');
      toast({ title: M.configured, variant: 'success' });
    } catch (error) {
      toast({ title: 'Error', description: withReason(M.configureFailed, error), variant: 'destructive' });
    } finally {
      setPhase('idle');
    }
  }

  async function connect() {
    setPhase('connecting');
    const fail = (description: string) => {
      setPhase('idle');
      toast({ title: 'Error', description, variant: 'destructive' });
    };
    cleanup.current = await runAuthPopup<TSmsAuthMessage>({
      name: 'ringcentral-auth',
      size: CALENDAR_POPUP,
      authUrl: async () => (await apiRequest<{ authUrl?: string }>('GET', '/api/auth/ringcentral')).authUrl,
      isSuccess: (m) => m?.type === SMS_AUTH_SUCCESS,
      isError: (m) => m?.type === SMS_AUTH_ERROR,
      onBlocked: () => fail(M.popupBlocked),
      onNoUrl: () => fail(M.noAuthUrl),
      onStartFailed: (error) => fail(withReason(M.initiateFailed, error)),
      onSuccess: () => {
        toast({ title: M.connected, variant: 'success' });
        settle();
      },
      // Spec 001 §4: after the popup reports, success or error, the status is refetched.
      onError: (m) => {
        fail(joinReason(M.connectFailed, m.type === SMS_AUTH_ERROR ? m.error : null));
        void load();
      },
      onDone: settle,
    });
  }

  const disconnect = () =>
    integration.disconnect(
      '/api/sms/disconnect',
      () => toast({ title: M.disconnected, variant: 'success' }),
      (error) => toast({ title: 'Error', description: withReason(M.disconnectFailed, error), variant: 'destructive' }),
    );

  const state = !status ? null : status.connected ? 'connected' : status.configured ? 'configured' : 'not-configured';
  return (
    <Card variant="outlined" component="section" aria-labelledby="sms-card-title">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
          <Typography id="sms-card-title" variant="h6" component="h2">
            SMS Integration
          </Typography>
          {state && (
            <Chip
              size="small"
              color={state === 'connected' ? 'success' : state === 'configured' ? 'warning' : 'default'}
              label={state === 'connected' ? 'Connected' : state === 'configured' ? 'Configured, needs authorization' : 'Not configured'}
            />
          )}
        </Stack>
        {!status && <Typography variant="body2">Checking the SMS connection…</Typography>}
        {state === 'connected' && (
          <>
            <Typography variant="body2" sx={{ mb: 2 }}>
              Texts go out through RingCentral from {status?.fromNumber}. Replies such as STOP and HELP are read from its message store.
            </Typography>
            <Button variant="outlined" onClick={() => void disconnect()} disabled={phase !== 'idle'}>
              {phase === 'disconnecting' ? 'Disconnecting…' : 'Disconnect'}
            </Button>
          </>
        )}
        {state && state !== 'connected' && (
          <>
            <Alert severity="info" sx={{ mb: 2 }}>
              Until RingCentral is connected, campaigns use a simulated provider: nothing is texted and results are labelled as simulated.
            </Alert>
            <Box component="form" onSubmit={(e) => void save(e)} aria-label="RingCentral app credentials" sx={{ mb: 2 }}>
              <fieldset disabled={phase !== 'idle'} style={{ border: 0, padding: 0, margin: 0 }}>
                <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }}>
                  <TextField label="Client ID" value={clientId} onChange={(e) => setClientId(e.target.value)} autoComplete="off" fullWidth />
                  <TextField label="Client Secret" type="password" value={clientSecret} onChange={(e) => setClientSecret(e.target.value)} autoComplete="new-password" fullWidth />
                  <Button type="submit" variant="outlined" disabled={!clientId.trim() || !clientSecret.trim() || phase !== 'idle'} sx={{ flexShrink: 0 }}>
                    {phase === 'saving' ? 'Saving…' : 'Save'}
                  </Button>
                </Stack>
              </fieldset>
            </Box>
            {state === 'configured' && (
              <Button variant="contained" onClick={() => void connect()} disabled={phase !== 'idle'}>
                {phase === 'connecting' ? 'Connecting…' : 'Connect RingCentral'}
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
