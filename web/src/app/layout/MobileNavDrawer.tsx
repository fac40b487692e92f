import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useLocation } from 'react-router';
import { NAV_LINKS, SCHEDULE_CONSULTATION, isNavLinkCurrent } from './nav-links';

type Props = { id: string; open: boolean; restoreFocus: boolean; onClose: () => void; onFollowLink: () => void };

/** The slide-out menu of MobileNav, in its own chunk. */
export default function MobileNavDrawer({ id, open, restoreFocus, onClose, onFollowLink }: Props) {
  const { pathname } = useLocation();
  const titleId = useId();
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      disableRestoreFocus={!restoreFocus}
      slotProps={{
        paper: {
          id,
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
        <IconButton aria-label="Close navigation menu" onClick={onClose}>
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
                  onClick={onFollowLink}
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
        <Button href={SCHEDULE_CONSULTATION.to} variant="contained" fullWidth size="large" onClick={onFollowLink}>
          {SCHEDULE_CONSULTATION.label}
        </Button>
      </Box>
    </Drawer>
  );
}
