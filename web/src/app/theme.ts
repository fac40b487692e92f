import type { LinkProps } from '@mui/material/Link';
import { createTheme } from '@mui/material/styles';
import { RouterLink } from '../lib/ui/RouterLink';

/** Background of the footer and other quiet bands; every text colour below passes AA on it too. */
export const SUBTLE_BACKGROUND = '#f3f5f9';

const FOCUS_RING = '#0b3d91';

/**
 * Colours chosen for WCAG 2.1 AA contrast: every main colour reaches >= 4.5:1 as text on white and
 * on SUBTLE_BACKGROUND, and its contrastText reaches >= 4.5:1 on it (see theme.test.ts).
 * Fonts are the platform's own: no web fonts, no request to any outside host.
 */
export const theme = createTheme({
  palette: {
    primary: { main: '#0b3d91', dark: '#082c69', light: '#3d64a8', contrastText: '#ffffff' },
    secondary: { main: '#8a4b00', dark: '#683800', light: '#a86a24', contrastText: '#ffffff' },
    error: { main: '#b3261e', dark: '#8c1d17', contrastText: '#ffffff' },
    success: { main: '#1b5e20', dark: '#124116', contrastText: '#ffffff' },
    warning: { main: '#8a5300', dark: '#663d00', contrastText: '#ffffff' },
    info: { main: '#0b5394', dark: '#083d6e', contrastText: '#ffffff' },
    text: { primary: '#1a1f2b', secondary: '#4a5263' },
    background: { default: '#ffffff', paper: '#ffffff' },
  },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Programmatic focus targets (main, page headings, hash targets) are not controls: no ring.
        '[tabindex="-1"]:focus': { outline: 'none' },
        'a:focus-visible, summary:focus-visible, [tabindex="0"]:focus-visible': {
          outline: `3px solid ${FOCUS_RING}`,
          outlineOffset: '2px',
        },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    MuiButtonBase: {
      // In-app hrefs go through the router; see RouterLink for which stay full page loads.
      defaultProps: { LinkComponent: RouterLink },
      styleOverrides: {
        // MUI's focus ripple alone is too faint for keyboard users; add a solid ring.
        root: { '&.Mui-focusVisible': { outline: `3px solid ${FOCUS_RING}`, outlineOffset: '2px' } },
      },
    },
    MuiLink: {
      defaultProps: { component: RouterLink } as LinkProps,
      styleOverrides: { root: { '&:focus-visible': { outline: `3px solid ${FOCUS_RING}`, outlineOffset: '2px' } } },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    // Spec section 9: tooltip delay 700 ms, skip delay 300 ms.
    MuiTooltip: { defaultProps: { enterDelay: 700, enterNextDelay: 300 } },
  },
});
