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

/**
 * The marketing pages' header: the brand row, then from lg up one row of the role's links (the menu
 * drawer below lg). Not sticky on purpose: a pinned header would hide the targets of in-page links
 * and focused controls.
 */
export function Header() {
  return (
    <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="xl">
        <Toolbar disableGutters sx={{ gap: { xs: 1, sm: 1.5 }, minHeight: { xs: 64 } }}>
          <MobileNav />
          <Brand />
          <Box sx={{ flexGrow: 1 }} />
          <ConnectionIndicator />
          <Button
            href={SCHEDULE_CONSULTATION.to}
            variant="contained"
            // Below md it lives in the menu drawer: beside the brand it would be squeezed.
            sx={{ display: { xs: 'none', md: 'inline-flex' }, whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {SCHEDULE_CONSULTATION.label}
          </Button>
          <HeaderActions />
          <AccountMenu />
        </Toolbar>
        <DesktopNav />
      </Container>
    </AppBar>
  );
}
