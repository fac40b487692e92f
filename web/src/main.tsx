import { startTransition } from 'react';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// React's DOM renderer and the app load side by side and evaluate in two tasks rather than one: on a
// phone their evaluation in one task was the longest of the page's start.
void Promise.all([import('react-dom/client'), import('./app/start')]).then(async ([{ createRoot, hydrateRoot }, { prepareApp }]) => {
  const { app, preloadPage } = prepareApp(root);
  if (!root.firstElementChild) {
    // Every route not prerendered is served the empty SPA shell and rendered here.
    createRoot(root).render(app);
    return;
  }
  // A prerendered page (web/scripts/prerender.mjs), started by app/boot.ts after its first paint.
  // With the page's chunk loaded, React hydrates it without suspending, and can handle a click on
  // it at once. If it fails to load, hydration meets the lazy route as usual.
  await preloadPage();
  startTransition(() => {
    hydrateRoot(root, app);
  });
  // React listens from here (boot.ts waits for app:ready before replaying what it held).
  document.dispatchEvent(new Event('app:started'));
});
