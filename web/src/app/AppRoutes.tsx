import { Suspense } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { Route, Routes } from 'react-router';
import { AppLayout } from './layout/AppLayout';
import NotFoundPage from './NotFoundPage';
import { appRoutes } from './routes';

/**
 * Every page inside the shared layout, but the bare ones (a projector's full-window page), which
 * bring their own <main>; anything unknown gets the spec's not-found page.
 */
export function AppRoutes() {
  return (
    <Routes>
      {appRoutes
        .filter((r) => r.bare)
        .map(({ path, Component }) => (
          <Route
            key={path}
            path={path}
            element={
              <Suspense fallback={<LinearProgress aria-label="Loading page" />}>
                <Component />
              </Suspense>
            }
          />
        ))}
      <Route element={<AppLayout />}>
        {appRoutes
          .filter((r) => !r.bare)
          .map(({ path, Component }) => (
            <Route key={path} path={path} element={<Component />} />
          ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
