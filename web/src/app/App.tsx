import { useEffect, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { startSession } from '../lib/auth/start-session';
import { AnnounceAppReady } from '../lib/early-actions';
import { AppRoutes } from './AppRoutes';
import { usePreloadLinkedPages } from './navigation/use-preload-linked-pages';
import { theme } from './theme';

/**
 * Theme and baseline styles around a router. Shared by the browser (App) and the build-time
 * prerender (entry-server.tsx), so both render the same tree and hydration matches.
 */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

export function App() {
  useEffect(() => startSession(), []);
  usePreloadLinkedPages();
  return (
    <AppShell>
      <AnnounceAppReady>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AnnounceAppReady>
    </AppShell>
  );
}
