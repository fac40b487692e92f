import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadPagesOnIntent } from './preload-on-intent';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  document.body.innerHTML = '';
});

function page() {
  document.body.innerHTML = `
    <nav>
      <a id="training" href="/training"><span id="label">Training</span></a>
      <a id="pricing" href="/pricing">Pricing</a>
      <a id="outside" href="https://sam.gov/">SAM</a>
      <a id="here" href="${window.location.pathname}">This page</a>
      <button id="button">Menu</button>
    </nav>`;
}

/** The page above, listening with `preload`. */
function listen<T extends (pathname: string) => Promise<void>>(preload: T): T {
  page();
  stop = preloadPagesOnIntent(preload);
  return preload;
}

const fire = (id: string, type: string) => document.getElementById(id)!.dispatchEvent(new Event(type, { bubbles: true }));

describe('preloading a page when a link to it is about to be followed', () => {
  it('loads the linked page on pointer, focus or touch, once per page', () => {
    const preload = listen(vi.fn(() => Promise.resolve()));
    fire('label', 'pointerover');
    fire('training', 'focusin');
    fire('pricing', 'touchstart');
    expect(preload.mock.calls).toEqual([['/training'], ['/pricing']]);
  });

  it('leaves links to other sites, to the page itself and non-links alone', () => {
    const preload = listen(vi.fn(() => Promise.resolve()));
    fire('outside', 'pointerover');
    fire('here', 'focusin');
    fire('button', 'pointerover');
    expect(preload).not.toHaveBeenCalled();
  });

  it('asks again after a failed load, and stops listening when told', async () => {
    const preload = listen(vi.fn(() => Promise.reject(new Error('offline'))));
    fire('training', 'pointerover');
    await vi.waitFor(() => expect(preload).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    fire('training', 'pointerover');
    expect(preload).toHaveBeenCalledTimes(2);
    stop?.();
    stop = undefined;
    fire('pricing', 'pointerover');
    expect(preload).toHaveBeenCalledTimes(2);
  });
});
