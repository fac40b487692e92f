import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useLocation } from 'react-router';
import { isNavLinkCurrent, splitNavRow, type TNavLink } from './nav-links';
import { rowItemSx } from './nav-item';
import { NavMore } from './NavMore';
import { useNavLinks } from './use-nav-links';

function RowLink({ link, pathname }: { link: TNavLink; pathname: string }) {
  const current = isNavLinkCurrent(link.to, pathname);
  return (
    <Button
      href={link.to}
      size="small"
      aria-current={current ? 'page' : undefined}
      sx={{
        ...rowItemSx(current),
        borderRadius: 1,
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      {link.label}
    </Button>
  );
}

/**
 * The marketing header's row of links from the lg breakpoint up: the role's links on one line
 * (nav-links.ts splitNavRow); what does not fit (an operator's last few) behind 'More'. The row may
 * wrap only as a last resort (a font far wider than the budget assumes), never scroll sideways.
 */
export function DesktopNav() {
  const { pathname } = useLocation();
  const links = useNavLinks();
  const { inline, more } = useMemo(() => splitNavRow(links), [links]);
  return (
    <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', lg: 'block' }, pb: 1 }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '2px' }}>
        {inline.map((link) => (
          <li key={link.to}>
            <RowLink link={link} pathname={pathname} />
          </li>
        ))}
        {more.length ? (
          <li>
            <NavMore links={more} pathname={pathname} />
          </li>
        ) : null}
      </Box>
    </Box>
  );
}
