import { createTheme } from '@mui/material/styles';

/** Colours chosen for WCAG 2.1 AA contrast (>= 4.5:1 for text on their usual backgrounds). */
export const theme = createTheme({
  palette: {
    primary: { main: '#0b3d91', contrastText: '#ffffff' },
    secondary: { main: '#8a4b00', contrastText: '#ffffff' },
    error: { main: '#b3261e' },
    success: { main: '#1b5e20' },
    warning: { main: '#8a5300' },
    info: { main: '#0b5394' },
    text: { primary: '#1a1f2b', secondary: '#4a5263' },
    background: { default: '#ffffff', paper: '#ffffff' },
  },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
});
