import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { AccountMenu } from './AccountMenu';
import { Brand } from './Brand';
import { ConnectionIndicator } from './ConnectionIndicator';
import { DesktopNav } from './DesktopNav';
import { HeaderActions } from './HeaderActions';
import { MobileNav } from './MobileNav';
import { SCHEDULE_CONSULTATION } from './nav-links';

type Props = {
  /** An app page's compact header (the links are in the side navigation) instead of the marketing one. */
  app?: boolean;
};

/**
 * The site's header. Marketing pages: the brand row with Schedule Consultation, then from lg up one
 * row of the role's links (the menu drawer below lg). App pages: one compact full-width row (menu
 * button below lg, brand, live-connection status, feature icons, account menu); the links are in the
 * side navigation from lg up.
 *
 * One component for both, with every part in the same place of the same tree: moving between a
 * marketing and an app page keeps the account menu (and an open account panel) mounted. As two
 * components, a panel opened while a navigation was still rendering (right after signing in, say)
 * vanished under the person's pointer when the app header replaced the marketing one.
 *
 * Not sticky on purpose: a pinned header would hide the targets of in-page links and focused controls.
 */
export function Header({ app = false }: Props) {
  return (
    <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth={app ? false : 'xl'} disableGutters={app}>
        <Toolbar disableGutters sx={{ gap: { xs: 1, sm: 1.5 }, minHeight: { xs: 64 }, px: app ? { xs: 2, sm: 3 } : 0 }}>
          <MobileNav />
          <Brand />
          <Box sx={{ flexGrow: 1 }} />
          <ConnectionIndicator />
          {app ? null : (
            <Button
              href={SCHEDULE_CONSULTATION.to}
              variant="contained"
              // Below md it lives in the menu drawer: beside the brand it would be squeezed.
              sx={{ display: { xs: 'none', md: 'inline-flex' }, whiteSpace: 'nowrap', flexShrink: 0 }}
            >
              {SCHEDULE_CONSULTATION.label}
            </Button>
          )}
          <HeaderActions />
          <AccountMenu />
        </Toolbar>
        {app ? null : <DesktopNav />}
      </Container>
    </AppBar>
  );
}
