import { Route, Routes } from 'react-router';
import { AppLayout } from './layout/AppLayout';
import NotFoundPage from './NotFoundPage';
import { appRoutes } from './routes';

/** Every page inside the shared layout; anything unknown gets the spec's not-found page. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {appRoutes.map(({ path, Component }) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
