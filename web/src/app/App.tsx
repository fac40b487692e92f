import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { startSession } from '../lib/auth/start-session';
import { AppRoutes } from './AppRoutes';
import { theme } from './theme';

export function App() {
  useEffect(() => startSession(), []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ThemeProvider>
  );
}
