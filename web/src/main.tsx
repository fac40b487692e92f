import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { App } from './app/App';
import { createEmotionCache } from './app/emotion-cache';

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

// The public pages arrive prerendered (web/scripts/prerender.mjs): hydrate their markup. Every
// other route is served the empty SPA shell and rendered here.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
