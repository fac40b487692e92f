import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { certificatePaths, type TCertificate } from '@app/shared-types/certificates/model';
import { formatCredits } from '@app/shared-types/live-training/cpe/model';
import { EmptyState } from '../../../lib/ui/EmptyState';
import { VisuallyHidden } from '../../../lib/ui/VisuallyHidden';
import { getMyCertificates } from '../api/certificates';

const day = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date(iso));

/**
 * "My certificates" on /profile: every CPE certificate of completion the member has earned, with its
 * PDF and its public verification page (what a state board would be sent).
 */
export default function MyCertificates() {
  const id = useId();
  const [state, setState] = useState<{ status: 'loading' } | { status: 'ready'; list: TCertificate[] } | { status: 'error'; message: string }>({ status: 'loading' });
  const load = () => {
    setState({ status: 'loading' });
    getMyCertificates().then(
      (list) => setState({ status: 'ready', list }),
      (error: unknown) => setState({ status: 'error', message: error instanceof Error ? error.message : 'Please try again.' }),
    );
  };
  useEffect(load, []);

  return (
    <Paper component="section" variant="outlined" aria-labelledby={`${id}-title`} sx={{ p: { xs: 2, sm: 3 }, mt: 4, display: 'grid', gap: 1.5 }}>
      <Typography id={`${id}-title`} component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        My certificates
      </Typography>
      <Typography color="text.secondary">CPE certificates of completion from live training you attended. Each has a code anyone can check online.</Typography>
      {state.status === 'loading' ? <Box aria-busy="true" sx={{ minHeight: 48 }} /> : null}
      {state.status === 'error' ? (
        <Alert severity="error" action={<Button color="inherit" onClick={load}>Try again</Button>}>
          Your certificates could not be loaded: {state.message}
        </Alert>
      ) : null}
      {state.status === 'ready' && !state.list.length ? (
        <EmptyState
          headingLevel="h3"
          title="No certificates yet"
          description="A certificate is issued when a CPE session you attended ends and you earned credit (50 minutes attended and the attendance checks answered)."
          action={
            <Button href="/live-training" variant="outlined">
              Browse live training
            </Button>
          }
        />
      ) : null}
      {state.status === 'ready' && state.list.length ? (
        <List disablePadding>
          {state.list.map((c) => (
            <ListItem key={c.id} divider sx={{ display: 'grid', gap: 0.5, px: 0 }}>
              <Typography sx={{ fontWeight: 700 }}>{c.programTitle}</Typography>
              <Typography variant="body2">
                {formatCredits(c.credits)} CPE credits · {c.fieldOfStudy} · completed {day(c.completedAt)} · code {c.code}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
                <Link href={certificatePaths.pdf(c.id)} download>
                  Download PDF <VisuallyHidden>for {c.programTitle}</VisuallyHidden>
                </Link>
                <Link href={certificatePaths.verifyPage(c.code)}>
                  Verification page <VisuallyHidden>for {c.programTitle}</VisuallyHidden>
                </Link>
              </Box>
            </ListItem>
          ))}
        </List>
      ) : null}
    </Paper>
  );
}
