import { useId, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { TUser } from '@app/shared-types/auth';
import { displayName, reconnectLiveUpdates, useUserStore } from '../../../lib/auth/user-store';
import { toast } from '../../../lib/toast-store';
import { usePageTitle } from '../../../lib/ui/usePageTitle';
import { RegisterForm } from '../components/RegisterForm';
import { SignInForm } from '../components/SignInForm';
import { returnToFromSearch } from '../return-to';

type Mode = 'sign-in' | 'register';

/**
 * Where GET /api/login sends people (with ?returnTo=). Signing in or creating an account sets the
 * session cookie; the socket then reconnects to carry the new identity, and the page sends the
 * user back to where they came from.
 */
export default function SignInPage() {
  const [searchParams] = useSearchParams();
  const returnTo = returnToFromSearch(searchParams);
  const user = useUserStore((s) => s.user);
  const setUser = useUserStore((s) => s.setUser);
  const [mode, setMode] = useState<Mode>(searchParams.get('mode') === 'register' ? 'register' : 'sign-in');
  const ids = { tabs: useId(), panel: useId() };
  usePageTitle(mode === 'sign-in' ? 'Sign in' : 'Create account');

  // Signed in already, or just now: the redirect below takes over.
  if (user) return <Navigate to={returnTo} replace />;

  const welcome = (signedIn: TUser, title: string, description: string) => {
    setUser(signedIn);
    void reconnectLiveUpdates();
    toast({ title, description, variant: 'success' });
  };

  const tabId = (m: Mode) => `${ids.tabs}-${m}`;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        Member access
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        Sign in or create a free account to join the community, book consultations and reach the training library.
      </Typography>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Tabs
          value={mode}
          onChange={(_, value: Mode) => setMode(value)}
          variant="fullWidth"
          aria-label="Sign in or create an account"
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="sign-in" label="Sign in" id={tabId('sign-in')} aria-controls={ids.panel} />
          <Tab value="register" label="Create account" id={tabId('register')} aria-controls={ids.panel} />
        </Tabs>
        <Box role="tabpanel" id={ids.panel} aria-labelledby={tabId(mode)} sx={{ p: { xs: 2.5, sm: 4 } }}>
          {mode === 'sign-in' ? (
            <SignInForm onSignedIn={(u) => welcome(u, 'Signed in', `Welcome back, ${displayName(u)}.`)} />
          ) : (
            <RegisterForm onRegistered={(u) => welcome(u, 'Account created', `Welcome, ${displayName(u)}. You are now signed in.`)} />
          )}
        </Box>
      </Paper>
    </Container>
  );
}
