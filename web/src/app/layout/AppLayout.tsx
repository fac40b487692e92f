import { Suspense } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { Outlet, useLocation } from 'react-router';
import { RouteChangeEffects } from '../navigation/RouteChangeEffects';
import { useLiveSessionCancelledToast } from '../notifications/use-live-session-cancelled-toast';
import { Toaster } from '../toaster/Toaster';
import { AccountNotices } from './AccountNotices';
import { AppFooter } from './AppFooter';
import { Footer } from './Footer';
import { Header } from './Header';
import { MAIN_CONTENT_ID } from './main-content';
import { isAppPath } from './nav-links';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { SideNav } from './SideNav';
import { SkipLink } from './SkipLink';

/**
 * The frame around every page: skip link first, then header, the page, footer, notifications.
 * App pages (nav-links.ts isAppPath) get the compact header (the same Header, so the account menu
 * stays mounted between the two kinds of page), the side navigation from lg up and the
 * slim footer; marketing pages the site's header and full footer. The tree keeps the same shape for
 * both, so moving between them does not remount the page's <main>.
 *
 * Nothing here re-renders when a store changes (it reads no store; useLiveSessionCancelledToast
 * follows the user outside React): on a prerendered page a render of the layout while the header,
 * page and footer below it are still hydrating makes React hydrate all of them at once, in one long
 * task (the session's answer did that on every signed-in page load). Read a store below a boundary.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const app = isAppPath(pathname);
  useLiveSessionCancelledToast();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      {/* The Suspense boundaries around header and footer suspend nothing: on a prerendered page
          they let React hydrate each in small time slices instead of one long task with the root. */}
      <Suspense>
        <Header app={app} />
      </Suspense>
      <Box sx={{ display: 'flex', flex: 1, minWidth: 0 }}>
        {app ? (
          <Suspense>
            <SideNav />
          </Suspense>
        ) : null}
        <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
          {/* At least a screen high: the footer stays below the fold while a page's chunk loads, instead
              of showing and then being pushed down (layout shift). */}
          <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none', minHeight: '100vh' }}>
            <Suspense>
              <AccountNotices />
            </Suspense>
            <RouteErrorBoundary resetKey={pathname}>
              <Suspense fallback={<LinearProgress aria-label="Loading page" />}>
                <Outlet />
              </Suspense>
            </RouteErrorBoundary>
          </Box>
          <Suspense>{app ? <AppFooter /> : <Footer />}</Suspense>
        </Box>
      </Box>
      <Toaster />
      <RouteChangeEffects />
    </Box>
  );
}
