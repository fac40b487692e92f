import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { normalizeCertificateCode, type TCertificateVerification } from '@app/shared-types/certificates/model';
import { formatCredits } from '@app/shared-types/live-training/cpe/model';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { PageHeader } from '../../../lib/ui/PageHeader';
import { verifyCertificate } from '../api/certificates';

type TState = { status: 'loading' } | { status: 'genuine'; data: TCertificateVerification } | { status: 'unknown' } | { status: 'error'; message: string };

/**
 * /certificates/:code — public: whether a CPE certificate with this code was issued by the firm, and
 * only its holder's name, the program, the date and the credits.
 */
export default function VerifyCertificatePage() {
  const { code = '' } = useParams();
  const shown = normalizeCertificateCode(code) ?? code;
  const [state, setState] = useState<TState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    verifyCertificate(code).then(
      (data) => live && setState({ status: 'genuine', data }),
      (error: unknown) => {
        if (!live) return;
        setState(error instanceof ApiError && error.status === 404 ? { status: 'unknown' } : { status: 'error', message: errorMessage(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [code]);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHeader title="Certificate verification" description={`CPE certificate code ${shown}`} />
      <Box role="status" aria-live="polite">
        {state.status === 'loading' ? <Typography>Checking the certificate…</Typography> : null}
        {state.status === 'genuine' ? (
          <Paper variant="outlined" sx={{ p: 3, display: 'grid', gap: 1 }}>
            <Alert severity="success">This certificate is genuine: it was issued by us.</Alert>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {state.data.name}
            </Typography>
            <Typography>Program: {state.data.program}</Typography>
            <Typography>Completed: {new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date(state.data.date))}</Typography>
            <Typography>CPE credits: {formatCredits(state.data.credits)}</Typography>
          </Paper>
        ) : null}
        {state.status === 'unknown' ? <Alert severity="error">No certificate has this code. It is not one we issued — check the code as printed on the certificate.</Alert> : null}
        {state.status === 'error' ? <Alert severity="warning">The certificate could not be checked right now: {state.message}</Alert> : null}
      </Box>
    </Container>
  );
}
