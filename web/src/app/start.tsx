import { StrictMode } from 'react';
import { CacheProvider } from '@emotion/react';
import { setPrerenderedViewer, useUserStore } from '../lib/auth/user-store';
import { App } from './App';
import { createEmotionCache } from './emotion-cache';
import { preloadPageAt } from './routes';

/**
 * The app, ready to render into `root`: everything the entry (main.tsx) needs but React's DOM
 * renderer, which it loads beside this (the two evaluate in separate tasks).
 */
export function prepareApp(root: HTMLElement) {
  // Created before the first render so it adopts the prerendered pages' <style data-emotion> tags.
  const app = (
    <StrictMode>
      <CacheProvider value={createEmotionCache()}>
        <App />
      </CacheProvider>
    </StrictMode>
  );
  // The HTML a request without a session gets shows the page signed out (web/scripts/prerender.mjs):
  // hydrate it in that state; the session check that follows confirms it.
  if (root.firstElementChild && root.dataset.viewer === 'visitor') {
    setPrerenderedViewer('visitor');
    useUserStore.setState({ user: null, status: 'ready' });
  }
  return { app, preloadPage: () => preloadPageAt(window.location.pathname).catch(() => undefined) };
}
