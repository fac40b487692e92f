import { Suspense } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { Outlet, useLocation } from 'react-router';
import { RouteChangeEffects } from '../navigation/RouteChangeEffects';
import { useLiveSessionCancelledToast } from '../notifications/use-live-session-cancelled-toast';
import { Toaster } from '../toaster/Toaster';
import { Footer } from './Footer';
import { Header } from './Header';
import { MAIN_CONTENT_ID } from './main-content';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { SkipLink } from './SkipLink';

/** The frame around every page: skip link first, then header, the page, footer, notifications. */
export function AppLayout() {
  const { pathname } = useLocation();
  useLiveSessionCancelledToast();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      {/* The Suspense boundaries around header and footer suspend nothing: on a prerendered page
          they let React hydrate each in small time slices instead of one long task with the root. */}
      <Suspense>
        <Header />
      </Suspense>
      {/* At least a screen high: the footer stays below the fold while a page's chunk loads, instead
          of showing and then being pushed down (layout shift). */}
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none', minHeight: '100vh' }}>
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<LinearProgress aria-label="Loading page" />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
      <Suspense>
        <Footer />
      </Suspense>
      <Toaster />
      <RouteChangeEffects />
    </Box>
  );
}
