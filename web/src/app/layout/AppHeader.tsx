import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { AccountMenu } from './AccountMenu';
import { Brand } from './Brand';
import { ConnectionIndicator } from './ConnectionIndicator';
import { HeaderActions } from './HeaderActions';
import { MobileNav } from './MobileNav';

/**
 * The app pages' header: one compact row (menu button below lg, the brand, live-connection status,
 * feature icons such as notifications, the account menu). The links are in the side navigation from
 * lg up and in the menu drawer below.
 */
export function AppHeader() {
  return (
    <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: { xs: 1, sm: 1.5 }, minHeight: { xs: 64 }, px: { xs: 2, sm: 3 } }} disableGutters>
        <MobileNav />
        <Brand />
        <Box sx={{ flexGrow: 1 }} />
        <ConnectionIndicator />
        <HeaderActions />
        <AccountMenu />
      </Toolbar>
    </AppBar>
  );
}
