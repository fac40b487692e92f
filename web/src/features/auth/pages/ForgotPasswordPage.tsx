import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PASSWORD_RESET_TTL_MINUTES } from '@app/shared-types/auth/model';
import { PageHeader } from '../../../lib/ui/PageHeader';
import { ForgotPasswordForm } from '../components/ForgotPasswordForm';

/** /forgot-password: an email address in, a neutral confirmation out (no account enumeration). */
export default function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  // The form is replaced: focus follows to what replaced it, so a screen reader reads it out.
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <PageHeader
        title="Forgot your password?"
        description={`Enter the email address of your account. We'll send you a link to choose a new password; it works once, within ${PASSWORD_RESET_TTL_MINUTES} minutes.`}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        {sent ? (
          <Stack spacing={2.5}>
            <Alert severity="success" role="status" ref={confirmation} tabIndex={-1} sx={{ '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}>
              {sent}
            </Alert>
            <Typography variant="body2" color="text.secondary">
              No email after a few minutes? Check your spam folder and the address you typed, then send another link.
            </Typography>
            <div>
              <Button variant="outlined" onClick={() => setSent(null)}>
                Send another link
              </Button>
            </div>
          </Stack>
        ) : (
          <ForgotPasswordForm onSent={setSent} />
        )}
      </Paper>
      <Typography sx={{ mt: 3 }}>
        Remembered it? <Link href="/sign-in">Back to sign in</Link>
      </Typography>
    </Container>
  );
}
