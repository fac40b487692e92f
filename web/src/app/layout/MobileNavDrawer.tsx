import { useId, useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useLocation } from 'react-router';
import { groupNavLinks, SCHEDULE_CONSULTATION } from './nav-links';
import { NavGroupList } from './NavGroupList';
import { useNavLinks } from './use-nav-links';

type Props = { id: string; open: boolean; restoreFocus: boolean; onClose: () => void; onFollowLink: () => void };

/** The slide-out menu of MobileNav, in its own chunk: the role's links under group headings. */
export default function MobileNavDrawer({ id, open, restoreFocus, onClose, onFollowLink }: Props) {
  const { pathname } = useLocation();
  const links = useNavLinks();
  const groups = useMemo(() => groupNavLinks(links), [links]);
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
      <Box component="nav" aria-label="Main" sx={{ px: 1, pb: 1 }}>
        <NavGroupList groups={groups} pathname={pathname} groupTitle="h3" roomy onFollowLink={onFollowLink} />
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
