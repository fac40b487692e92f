import { Suspense, lazy, useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';

// The drawer (a modal with its focus trap and transitions) loads when the menu is first wanted:
// a page's first load does not pay for it.
const loadDrawer = () => import('./MobileNavDrawer');
const MobileNavDrawer = lazy(loadDrawer);

/**
 * Below the lg breakpoint (where neither the header's row of links nor the side navigation shows)
 * the links live in a slide-out drawer. The drawer is modal: focus is
 * trapped inside while open, Escape closes it, and focus goes back to the menu button, except
 * after following a link, when the new page's heading takes focus instead.
 */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [restoreFocus, setRestoreFocus] = useState(true);
  const drawerId = useId();
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('lg'));

  // Widening the window past lg hides the button; do not leave an orphaned drawer open.
  useEffect(() => {
    if (isDesktop) setOpen(false);
  }, [isDesktop]);

  return (
    <Box sx={{ display: { xs: 'flex', lg: 'none' } }}>
      <IconButton
        aria-label="Open navigation menu"
        aria-expanded={open}
        aria-controls={wanted ? drawerId : undefined}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setRestoreFocus(true);
          setWanted(true);
          setOpen(true);
        }}
        edge="start"
        color="inherit"
      >
        <MenuIcon />
      </IconButton>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileNavDrawer
            id={drawerId}
            open={open}
            restoreFocus={restoreFocus}
            onClose={() => setOpen(false)}
            onFollowLink={() => {
              setRestoreFocus(false);
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
