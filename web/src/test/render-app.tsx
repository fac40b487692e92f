import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { AppRoutes } from '../app/AppRoutes';
import { theme } from '../app/theme';

/** The providers App sets up, around any element, at a given address. */
export function renderAt(path: string, ui: ReactNode) {
  return render(
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </ThemeProvider>,
  );
}

/** The whole app (layout, routes, lazy pages) at `path`, without starting the session or socket. */
export function renderApp(path: string) {
  return renderAt(path, <AppRoutes />);
}
