import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SMS_IMPORT_MAX, type TSmsSubscriber, type TSubscriberImportResult } from '@app/shared-types/sms/model';
import { apiRequest, errorMessage, getJson } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { reloadStats } from '../api/campaigns';

/** "number[, first name[, last name]]" per line: the people the firm has consent to text. */
function parseLines(text: string) {
  return text
    .split('\n')
    .map((line) => line.split(',').map((part) => part.trim()))
    .filter(([phone]) => phone)
    .map(([phone, firstName, lastName]) => ({ phone: phone!, firstName: firstName || null, lastName: lastName || null }));
}

export function SubscribersPanel() {
  const [rows, setRows] = useState<TSmsSubscriber[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [text, setText] = useState('');
  const load = useCallback(async () => {
    try {
      setRows(await getJson<TSmsSubscriber[]>('/api/sms-subscribers'));
    } catch (e) {
      setError(errorMessage(e));
    }
  }, []);
  useEffect(() => void load(), [load]);
  const importNumbers = useAction(
    async (subscribers: ReturnType<typeof parseLines>) => apiRequest<TSubscriberImportResult>('POST', '/api/sms-subscribers/import', { subscribers }),
    {
      success: (r) => ({ title: 'Subscribers Imported', description: `${r.added} added, ${r.unchanged} already subscribed${r.optedOut ? `, ${r.optedOut} opted out and kept out` : ''}.`, variant: 'success' }),
      errorTitle: 'Import Failed',
      errorFallback: 'Failed to import subscribers. Please try again.',
    },
  );
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const outcome = await importNumbers.run(parseLines(text));
    if (outcome.ok) {
      setText('');
      void load();
      void reloadStats();
    }
  }
  return (
    <>
      <Box component="form" onSubmit={(e) => void submit(e)} aria-labelledby="sms-import-title" sx={{ mb: 4 }}>
        <Typography variant="h5" component="h2" id="sms-import-title" gutterBottom>
          Import subscribers
        </Typography>
        <TextField
          label="Phone numbers"
          multiline
          minRows={4}
          fullWidth
          value={text}
          onChange={(e) => setText(e.target.value)}
          helperText={`One per line: number, first name, last name (names optional). Up to ${SMS_IMPORT_MAX} at once. Only import people who agreed to receive texts; numbers that replied STOP stay opted out.`}
        />
        <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={importNumbers.pending || !text.trim()}>
          {importNumbers.pending ? 'Importing…' : 'Import'}
        </Button>
      </Box>
      <Typography variant="h5" component="h2" gutterBottom>
        Subscribers
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {rows && rows.length === 0 && <Typography>No subscribers yet. Contact-form opt-ins join when a campaign is sent.</Typography>}
      {rows && rows.length > 0 && (
        <TableContainer tabIndex={0} role="region" aria-label="Subscribers list">
          <Table size="small" aria-label="Subscribers">
            <TableHead>
              <TableRow>
                <TableCell>Phone</TableCell>
                <TableCell>Name</TableCell>
                <TableCell>Source</TableCell>
                <TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((s) => (
                <TableRow key={s.id}>
                  <TableCell>{s.phone}</TableCell>
                  <TableCell>{[s.firstName, s.lastName].filter(Boolean).join(' ') || '—'}</TableCell>
                  <TableCell>{s.source}</TableCell>
                  <TableCell>
                    <Chip size="small" label={s.isActive ? 'Subscribed' : 'Opted out'} color={s.isActive ? 'success' : 'default'} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
