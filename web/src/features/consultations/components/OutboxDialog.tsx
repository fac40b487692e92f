import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { errorMessage, getJson } from '../../../lib/api-client';

type Mail = { id: string; to: string; subject: string; text: string; createdAt: string; attachments: { filename: string; contentType: string; content: string }[] };

/** Operators read the email outbox (GET /api/mail/outbox): what was sent while no SMTP server is configured. */
export function OutboxDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const [state, setState] = useState<{ delivery: string; messages: Mail[] } | { error: string } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getJson<{ delivery: string; messages: Mail[] }>('/api/mail/outbox', { signal: controller.signal }).then(setState, (e: unknown) => {
      if (!controller.signal.aborted) setState({ error: errorMessage(e) });
    });
    return () => controller.abort();
  }, []);
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-heading`} fullWidth maxWidth="md">
      <DialogTitle id={`${id}-heading`}>Email Outbox</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {state === null && <Typography role="status">Loading...</Typography>}
        {state && 'error' in state && <Alert severity="error">{state.error}</Alert>}
        {state && 'messages' in state && (
          <>
            <Alert severity="info">
              {state.delivery === 'smtp' ? 'Email is sent through the configured SMTP server; this list is empty.' : 'No SMTP server is configured: emails are kept here instead of being sent.'}
            </Alert>
            {state.messages.length === 0 && <Typography>No emails yet.</Typography>}
            {state.messages.map((m) => (
              <Box key={m.id} component="article" aria-label={`${m.subject} to ${m.to}`} sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}>
                <Typography variant="subtitle1" component="h3">
                  {m.subject}
                </Typography>
                <Typography variant="body2">
                  To {m.to} · {new Date(m.createdAt).toLocaleString()}
                </Typography>
                <Typography variant="body2" component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', my: 1 }}>
                  {m.text}
                </Typography>
                {m.attachments.map((a) => (
                  <Button key={a.filename} size="small" href={`data:${a.contentType.split(';')[0]};charset=utf-8,${encodeURIComponent(a.content)}`} download={a.filename}>
                    Download {a.filename}
                  </Button>
                ))}
              </Box>
            ))}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
