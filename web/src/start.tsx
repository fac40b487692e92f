import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { App } from './app/App';
import { createEmotionCache } from './app/emotion-cache';
import { preloadPageAt } from './app/routes';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// Created before the first render so it adopts the prerendered pages' <style data-emotion> tags.
const app = (
  <StrictMode>
    <CacheProvider value={createEmotionCache()}>
      <App />
    </CacheProvider>
  </StrictMode>
);

if (root.firstElementChild) {
  // A prerendered page: its chunk is already on the way (main.tsx preloads it). With it loaded,
  // React hydrates the page without suspending, and a click that arrives first is handled at once.
  // If it fails to load, hydration meets the lazy route as usual (and its error boundary).
  await preloadPageAt(window.location.pathname).catch(() => undefined);
  hydrateRoot(root, app);
} else {
  // Every other route is served the empty SPA shell and rendered here.
  createRoot(root).render(app);
}
