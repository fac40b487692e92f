/**
 * The only script a prerendered page loads up front (web/scripts/prerender.mjs puts it in place of
 * the app's entry). The page is painted from its HTML; this waits for that first paint, then runs
 * the app's entry (src/main.tsx, named on #root), which loads the page's own chunk and hydrates the
 * page. Fetching them earlier would share a slow connection with the document, and running them
 * earlier would hold back the paint of markup that is already there.
 *
 * It asks for the entry and the two chunks the entry starts with, not for every chunk ahead
 * (modulepreload links): starting a request costs the page's main thread a few milliseconds on a
 * phone, and fifty of them at once made one long task (Lighthouse's total blocking time on / went
 * from about 300 to under 200 ms without them); the module loader asks for the rest as it reads them.
 *
 * Nothing done on the page before the app is ready is lost (issue 23, "Nothing lost before the app
 * starts"). Until the app has hydrated the page and knows who is signed in (APP_READY_EVENT, from
 * lib/early-actions.ts), a click on one of the page's controls (a button, a tab, a checkbox, a
 * form's submit, Enter in a field) is held back and shown as waiting (aria-busy, a progress cursor),
 * then replayed, in order and once per control, when the app is ready: a member's Start Scan then
 * runs as the member's, not as the visitor's the HTML may have shown. Typed text is left to the
 * browser, and handed to the app before the replay, so a field the app controls takes it instead of
 * clearing it. Links to other pages work without script and are left alone.
 *
 * No imports: it must stay one tiny chunk of its own.
 */

/** Dispatched on document by src/main.tsx once React is hydrating the page (listening to clicks). */
export const APP_STARTED_EVENT = 'app:started';
/** Dispatched on document once the page is hydrated and knows who is signed in (lib/early-actions.ts). */
export const APP_READY_EVENT = 'app:ready';

const CONTROLS =
  'button, input, select, textarea, label, summary, a[href^="#"], [role="button"], [role="tab"], [role="checkbox"], [role="switch"], [role="radio"], [role="menuitem"], [role="option"]';

/** A form submitted without a click (Enter in a form without a submit button). */
type THeldSubmit = { form: HTMLFormElement; submitter: HTMLElement | null };

/**
 * Holds back the page's actions until released; returns the function that releases them: it hands
 * typed text to the app, then replays the held clicks and submits, one task apart (each sees the
 * state the one before it left).
 */
export function holdEarlyActions(root: HTMLElement, doc: Document = document): () => Promise<void> {
  const held: (HTMLElement | THeldSubmit)[] = [];
  const edited = new Set<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>();
  const previousCursor = doc.documentElement.style.cursor;
  const wait = (control: HTMLElement) => {
    control.setAttribute('aria-busy', 'true');
    doc.documentElement.style.cursor = 'progress';
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || !root.contains(target) || target.closest('a[href]:not([href^="#"])')) return;
    const found = target.closest<HTMLElement>(CONTROLS);
    if (!found) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // A label stands for its control: a click on either is one action, and a second click on a
    // control that showed nothing yet is the same action asked again, not its undoing.
    const control = found instanceof HTMLLabelElement && found.control ? found.control : found;
    if (!held.includes(control)) held.push(control);
    wait(control);
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    if (!form || !root.contains(form)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.some((h) => !(h instanceof HTMLElement) && h.form === form)) held.push({ form, submitter: event.submitter });
    wait(form);
  };
  const onInput = (event: Event) => {
    const target = event.target;
    if ((target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) && root.contains(target)) edited.add(target);
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);
  doc.addEventListener('input', onInput, true);

  return async () => {
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('submit', onSubmit, true);
    doc.removeEventListener('input', onInput, true);
    for (const field of edited) if (field.isConnected) handOverTypedText(field);
    const actions = held.splice(0);
    for (const action of actions) (action instanceof HTMLElement ? action : action.form).removeAttribute('aria-busy');
    doc.documentElement.style.cursor = previousCursor;
    for (const action of actions) {
      await nextTask();
      if (action instanceof HTMLElement) {
        if (action.isConnected) action.click();
      } else if (action.form.isConnected) {
        if (action.submitter?.isConnected) action.form.requestSubmit(action.submitter);
        else action.form.requestSubmit();
      }
    }
  };
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Makes the app see text typed into a field before it hydrated, as if typed now: React hydrates a
 * field without reading its value, so a field whose value the app keeps in state would be cleared
 * by its next render. React notices a change against the value it last saw (kept by its value
 * tracker, which sits on the element's own `value` property): that is set to the app's value (the
 * one in the HTML) and the element's value back to the typed text underneath it, then `input` is
 * dispatched, which the app's onChange handles. The caret stays where it was.
 */
function handOverTypedText(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): void {
  // React hears a <select>'s change without comparing values (only the ones picked are here).
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const typed = field.value;
  if (typed === field.defaultValue) return;
  const nativeValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value');
  const focused = field.ownerDocument.activeElement === field;
  const [start, end] = focused ? [field.selectionStart, field.selectionEnd] : [null, null];
  field.value = field.defaultValue;
  nativeValue?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (focused && start !== null && end !== null) field.setSelectionRange(start, end);
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

/**
 * Runs the app's entry named on #root, and asks at once for the two chunks it starts with (React's
 * DOM renderer and the app, `data-entry-starts`), which it imports without waiting on each other so
 * that they evaluate in two tasks; otherwise they would be asked for only once the entry has run.
 */
export function startApp(root: HTMLElement, doc: Document = document): void {
  const entry = root.dataset.entry;
  if (!entry) return;
  for (const href of (root.dataset.entryStarts ?? '').split(' ').filter(Boolean)) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
  const script = doc.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  doc.head.append(script);
}

const root = typeof document === 'undefined' ? null : document.getElementById('root');
if (root?.dataset.entry) {
  const release = holdEarlyActions(root);
  document.addEventListener(APP_READY_EVENT, () => void release(), { once: true });
  afterNextPaint(() => startApp(root));
}
