import { useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import { useLocation } from 'react-router';
import { NAV_LINKS, SCHEDULE_CONSULTATION, isNavLinkCurrent } from './nav-links';

/**
 * Below the md breakpoint the links live in a slide-out drawer. The drawer is modal: focus is
 * trapped inside while open, Escape closes it, and focus goes back to the menu button, except
 * after following a link, when the new page's heading takes focus instead.
 */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const [restoreFocus, setRestoreFocus] = useState(true);
  const { pathname } = useLocation();
  const drawerId = useId();
  const titleId = useId();
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'));

  // Widening the window past md hides the button; do not leave an orphaned drawer open.
  useEffect(() => {
    if (isDesktop) setOpen(false);
  }, [isDesktop]);

  const followLink = () => {
    setRestoreFocus(false);
    setOpen(false);
  };

  return (
    <Box sx={{ display: { xs: 'flex', md: 'none' } }}>
      <IconButton
        aria-label="Open navigation menu"
        aria-expanded={open}
        aria-controls={drawerId}
        onClick={() => {
          setRestoreFocus(true);
          setOpen(true);
        }}
        edge="start"
        color="inherit"
      >
        <MenuIcon />
      </IconButton>
      <Drawer
        anchor="left"
        open={open}
        onClose={() => setOpen(false)}
        disableRestoreFocus={!restoreFocus}
        slotProps={{
          paper: {
            id: drawerId,
            role: 'dialog',
            'aria-modal': true,
            'aria-labelledby': titleId,
            sx: { width: 320, maxWidth: '85vw' },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', pl: 2, pr: 1, py: 1 }}>
          <Typography id={titleId} component="h2" variant="h6">
            Menu
          </Typography>
          <IconButton aria-label="Close navigation menu" onClick={() => setOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <Box component="nav" aria-label="Main">
          <List component="ul" disablePadding sx={{ py: 1 }}>
            {NAV_LINKS.map((link) => {
              const current = isNavLinkCurrent(link.to, pathname);
              return (
                <li key={link.to}>
                  <ListItemButton
                    href={link.to}
                    aria-current={current ? 'page' : undefined}
                    selected={current}
                    onClick={followLink}
                    sx={{ minHeight: 48, '&.Mui-selected': { boxShadow: (t) => `inset 4px 0 0 ${t.palette.primary.main}` } }}
                  >
                    <ListItemText primary={link.label} slotProps={{ primary: { sx: { fontWeight: current ? 700 : 500 } } }} />
                  </ListItemButton>
                </li>
              );
            })}
          </List>
        </Box>
        <Divider />
        <Box sx={{ p: 2 }}>
          <Button href={SCHEDULE_CONSULTATION.to} variant="contained" fullWidth size="large" onClick={followLink}>
            {SCHEDULE_CONSULTATION.label}
          </Button>
        </Box>
      </Drawer>
    </Box>
  );
}
