import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useLocation } from 'react-router';
import { NAV_LINKS, isNavLinkCurrent } from './nav-links';

/**
 * The header's second row from the md breakpoint up. Fifteen links do not fit beside the brand,
 * so they get a row of their own. Where they do not fit on one line either, the links are inline
 * blocks with balanced wrapping: two even lines (8 + 7) rather than a full line and a stray three.
 */
export function DesktopNav() {
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'block' }, pb: 1 }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, textAlign: 'center', textWrap: 'balance', lineHeight: 2.25 }}>
        {NAV_LINKS.map((link) => {
          const current = isNavLinkCurrent(link.to, pathname);
          return (
            <Box component="li" key={link.to} sx={{ display: 'inline-block', mx: '1px' }}>
              <Button
                href={link.to}
                size="small"
                aria-current={current ? 'page' : undefined}
                sx={{
                  color: current ? 'primary.main' : 'text.primary',
                  fontWeight: current ? 700 : 500,
                  fontSize: '0.875rem',
                  px: 1,
                  minWidth: 0,
                  whiteSpace: 'nowrap',
                  borderRadius: 1,
                  // The current page is marked by more than colour: a bar under the label.
                  boxShadow: current ? 'inset 0 -3px 0 currentColor' : 'none',
                  '&:hover': { bgcolor: 'action.hover' },
                }}
              >
                {link.label}
              </Button>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
