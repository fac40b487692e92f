import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { App } from './app/App';
import { createEmotionCache } from './app/emotion-cache';
import { preloadPageAt } from './app/routes';
import { setPrerenderedViewer, useUserStore } from './lib/auth/user-store';

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
  // The HTML a request without a session gets shows the page signed out (web/scripts/prerender.mjs):
  // hydrate it in that state; the session check that follows confirms it.
  if (root.dataset.viewer === 'visitor') {
    setPrerenderedViewer('visitor');
    useUserStore.setState({ user: null, status: 'ready' });
  }
  // A prerendered page (web/scripts/prerender.mjs), started by app/boot.ts after its first paint.
  // With the page's chunk loaded (boot preloads it), React hydrates it without suspending, and can
  // handle a click on it at once. If it fails to load, hydration meets the lazy route as usual.
  // (No top-level await: it would make the bundler split the app into many small chunks.)
  void preloadPageAt(window.location.pathname)
    .catch(() => undefined)
    .then(() => {
      startTransition(() => {
        hydrateRoot(root, app);
      });
      // React listens from here: boot.ts replays a click it held back (same event name as there).
      document.dispatchEvent(new Event('app:started'));
    });
} else {
  // Every other route is served the empty SPA shell and rendered here.
  createRoot(root).render(app);
}
