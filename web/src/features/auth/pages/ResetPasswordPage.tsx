import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { PageHeader } from '../../../lib/ui/PageHeader';
import { ACCOUNT_TEXTS as T } from '../components/account-messages';
import { ResetPasswordForm } from '../components/ResetPasswordForm';

type Outcome = { kind: 'done' } | { kind: 'refused'; message: string };

/**
 * /reset-password?token=...: the emailed link's page. The server sends it without prerendered HTML
 * when the address carries the token (prerendered-routes.ts), so it renders with the token known.
 */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const result = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) result.current?.focus();
  }, [outcome]);

  const focusable = { ref: result, tabIndex: -1, sx: { '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } } };
  let body;
  if (outcome?.kind === 'done') {
    body = (
      <Stack spacing={2.5}>
        <Alert severity="success" role="status" {...focusable}>
          {T.resetDone}
        </Alert>
        <div>
          <Button variant="contained" href="/sign-in">
            Sign in
          </Button>
        </div>
      </Stack>
    );
  } else if (outcome?.kind === 'refused' || !token) {
    body = (
      <Stack spacing={2.5}>
        <Alert severity="warning" role="status" {...focusable}>
          {outcome?.kind === 'refused' ? outcome.message : T.resetLinkMissing}
        </Alert>
        <div>
          <Button variant="contained" href="/forgot-password">
            Ask for a new link
          </Button>
        </div>
      </Stack>
    );
  } else {
    body = <ResetPasswordForm token={token} onDone={() => setOutcome({ kind: 'done' })} onLinkRefused={(message) => setOutcome({ kind: 'refused', message })} />;
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <PageHeader title="Choose a new password" description="Your new password replaces the old one and signs your account out on every device." />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        {body}
      </Paper>
    </Container>
  );
}
