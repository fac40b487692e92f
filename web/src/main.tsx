/**
 * The entry, kept tiny. A prerendered page (web/scripts/prerender.mjs) is painted from its HTML
 * before any of the app's code is fetched or run: on a slow connection the scripts would otherwise
 * share the bandwidth with the document, and evaluating them would hold back the first paint of
 * markup that is already there. Once it has painted, the page's own chunks (listed on #root) and
 * the app (src/start.tsx, whose chunks Vite preloads with it) load in parallel, and start.tsx
 * hydrates the page. Every other route is an empty shell and starts at once.
 */
const root = document.getElementById('root');

/** Fetches the chunks the prerendered page will need while the app loads (no round trip later). */
function preloadPageChunks(element: HTMLElement): void {
  for (const href of element.dataset.pageChunks?.split(' ') ?? []) {
    if (!href) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/** Runs `task` right after the browser has painted a frame (or soon, in a background tab). */
function afterNextPaint(task: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    task();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  // Background tabs get no animation frames until shown.
  setTimeout(once, 250);
}

const CONTROLS = 'button, input, select, textarea, label, summary, a[href^="#"], [role="button"], [role="tab"], [role="checkbox"], [role="switch"]';

/**
 * Until React has taken over the prerendered page, its buttons, tabs and form controls do nothing.
 * A click on one of them is held back and replayed once the app has hydrated (React then handles
 * it at once), so an early tap is not lost. Links to other pages work without script: left alone.
 * Returns the function that replays the last held click.
 */
function holdClicksUntilHydrated(element: HTMLElement): () => void {
  let held: HTMLElement | null = null;
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || !element.contains(target) || target.closest('a[href]:not([href^="#"])')) return;
    const control = target.closest<HTMLElement>(CONTROLS);
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = control;
  };
  document.addEventListener('click', onClick, true);
  return () => {
    document.removeEventListener('click', onClick, true);
    if (held?.isConnected) held.click();
  };
}

if (root?.firstElementChild) {
  const replayHeldClick = holdClicksUntilHydrated(root);
  afterNextPaint(() => {
    preloadPageChunks(root);
    // start.tsx hydrates during its evaluation: once the import resolves, React is listening.
    void import('./start').then(replayHeldClick, replayHeldClick);
  });
} else {
  void import('./start');
}
