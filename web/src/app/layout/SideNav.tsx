import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useLocation } from 'react-router';
import { SUBTLE_BACKGROUND } from '../theme';
import { groupNavLinks, SCHEDULE_CONSULTATION } from './nav-links';
import { NavGroupList } from './NavGroupList';
import { useNavLinks } from './use-nav-links';

export const SIDE_NAV_WIDTH = 248;

/**
 * The app pages' navigation from the lg breakpoint up: the role's links in a column beside the page,
 * grouped, staying in view while the page scrolls (its own scroll when the window is short). Below lg
 * the same links are in the menu drawer.
 */
export function SideNav() {
  const { pathname } = useLocation();
  const links = useNavLinks();
  const groups = useMemo(() => groupNavLinks(links), [links]);
  return (
    <Box
      component="nav"
      aria-label="Main"
      sx={{
        display: { xs: 'none', lg: 'flex' },
        flexDirection: 'column',
        width: SIDE_NAV_WIDTH,
        flexShrink: 0,
        position: 'sticky',
        top: 0,
        alignSelf: 'flex-start',
        height: '100vh',
        overflowY: 'auto',
        px: 1.5,
        pb: 3,
        bgcolor: SUBTLE_BACKGROUND,
        borderRight: 1,
        borderColor: 'divider',
      }}
    >
      <NavGroupList groups={groups} pathname={pathname} groupTitle="label" />
      <Button href={SCHEDULE_CONSULTATION.to} variant="outlined" sx={{ mt: 3, mx: 1.5, whiteSpace: 'nowrap' }}>
        {SCHEDULE_CONSULTATION.label}
      </Button>
    </Box>
  );
}
