/**
 * The only script a prerendered page loads up front (web/scripts/prerender.mjs puts it in place of
 * the app's entry). The page is painted from its HTML; this waits for that first paint, then runs
 * the app's entry (src/main.tsx, named on #root), which loads the page's own chunk and hydrates the
 * page. Fetching them earlier would share a slow connection with the document, and running them
 * earlier would hold back the paint of markup that is already there.
 *
 * It asks for the entry alone, not for every chunk ahead (modulepreload links): starting a request
 * costs the page's main thread a few milliseconds on a phone, and fifty of them at once made one
 * long task (Lighthouse's total blocking time on / went from about 300 to under 200 ms without
 * them); the module loader asks for the rest as it reads the entry.
 *
 * Until React has taken over, the page's buttons, tabs and form controls do nothing: a click on one
 * is held back and replayed once the app has started, so an early tap is not lost. Links to other
 * pages work without script and are left alone.
 *
 * No imports: it must stay one tiny chunk of its own.
 */

/** Dispatched on document by src/main.tsx once React is hydrating the page (listening to clicks). */
export const APP_STARTED_EVENT = 'app:started';

const CONTROLS =
  'button, input, select, textarea, label, summary, a[href^="#"], [role="button"], [role="tab"], [role="checkbox"], [role="switch"]';

/** Holds back clicks on the page's controls; returns the function that replays the last one. */
export function holdClicks(root: HTMLElement, doc: Document = document): () => void {
  let held: HTMLElement | null = null;
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || !root.contains(target) || target.closest('a[href]:not([href^="#"])')) return;
    const control = target.closest<HTMLElement>(CONTROLS);
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = control;
  };
  doc.addEventListener('click', onClick, true);
  return () => {
    doc.removeEventListener('click', onClick, true);
    const click = held;
    held = null;
    if (click?.isConnected) click.click();
  };
}

/** Runs `task` right after the browser has painted a frame (or soon, in a background tab). */
export function afterNextPaint(task: () => void): void {
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

/** Runs the app's entry named on #root. */
export function startApp(root: HTMLElement, doc: Document = document): void {
  const entry = root.dataset.entry;
  if (!entry) return;
  const script = doc.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  doc.head.append(script);
}

const root = typeof document === 'undefined' ? null : document.getElementById('root');
if (root?.dataset.entry) {
  const replayHeldClick = holdClicks(root);
  document.addEventListener(APP_STARTED_EVENT, replayHeldClick, { once: true });
  afterNextPaint(() => startApp(root));
}
