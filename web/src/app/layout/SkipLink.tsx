import Box from '@mui/material/Box';
import { focusElement } from '../../lib/ui/scroll-to-hash';
import { MAIN_CONTENT_ID } from './main-content';

/**
 * The first focusable element of every page: hidden until focused, then jumps past the header and the
 * navigation links. Handled in script so the URL does not gain a #main-content the router would act on.
 */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(e) => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        e.preventDefault();
        focusElement(main);
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1.5,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 700,
        borderRadius: 1,
        textDecoration: 'underline',
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none', outline: '3px solid', outlineColor: 'primary.dark', outlineOffset: '2px' },
      }}
    >
      Skip to main content
    </Box>
  );
}
