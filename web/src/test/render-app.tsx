import type { ReactNode } from 'react';
import { beforeAll } from 'vitest';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { AppRoutes } from '../app/AppRoutes';
import { preloadPageAt } from '../app/routes';
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

/**
 * Loads what the suite's pages load lazily (route chunks, dialogs, panels) before its tests, so that
 * no wait in a test includes compiling them: the first test of a file paid for that, on a busy
 * machine past its wait's ceiling. Pass loaders (`() => import('./Dialog')`) or app paths.
 */
export function preloadBeforeAll(...loads: (string | (() => Promise<unknown>))[]): void {
  beforeAll(() => Promise.all(loads.map((load) => (typeof load === 'string' ? preloadPageAt(load) : load()))));
}
