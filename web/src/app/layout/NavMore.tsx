import { useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { NavListItem, rowItemSx } from './nav-item';
import { isNavLinkCurrent, type TNavLink } from './nav-links';

/**
 * 'More' in the header's row of links: a disclosure button (not an ARIA menu: these are links) that
 * shows the rest of the role's links below it. Escape closes it and returns focus to the button; a
 * click or focus outside closes it. Marked current when the page is one of its links.
 */
export function NavMore({ links, pathname }: { links: TNavLink[]; pathname: string }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const holdsCurrent = links.some((link) => isNavLinkCurrent(link.to, pathname));

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <Box
      ref={root}
      sx={{ position: 'relative' }}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !open) return;
        e.stopPropagation();
        setOpen(false);
        button.current?.focus();
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Button
        ref={button}
        size="small"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        endIcon={<ExpandMoreIcon aria-hidden sx={{ transform: open ? 'rotate(180deg)' : 'none' }} />}
        onClick={() => setOpen((o) => !o)}
        sx={{ ...rowItemSx(holdsCurrent), '& .MuiButton-endIcon': { ml: 0.25 } }}
      >
        More
      </Button>
      {open ? (
        <Box
          component="ul"
          id={listId}
          sx={{
            position: 'absolute',
            right: 0,
            top: 'calc(100% + 4px)',
            zIndex: 'modal',
            listStyle: 'none',
            m: 0,
            p: 1,
            minWidth: 200,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            boxShadow: 3,
          }}
        >
          {links.map((link) => (
            <NavListItem
              key={link.to}
              link={link}
              pathname={pathname}
              onFollow={() => setOpen(false)}
              sx={(current) => ({
                display: 'block',
                px: 1.5,
                py: 1,
                borderRadius: 1,
                whiteSpace: 'nowrap',
                fontSize: '0.9375rem',
                fontWeight: current ? 700 : 500,
                color: current ? 'primary.main' : 'text.primary',
                '&:hover': { bgcolor: 'action.hover' },
              })}
            />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
