import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdClicks, startApp } from './boot';

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

function prerenderedPage() {
  document.body.innerHTML = `
    <div id="root" data-entry="/assets/index-abc.js">
      <button id="menu"><span id="icon">menu</span></button>
      <a id="away" href="/contact">Contact</a>
      <a id="skip" href="#main-content">Skip</a>
      <p id="text">Plain text</p>
    </div>
    <button id="outside">outside</button>`;
  return document.getElementById('root')!;
}

describe('boot: clicks before the app has started', () => {
  it('holds a click on a control back and replays the last one, once, when released', () => {
    const root = prerenderedPage();
    const onMenu = vi.fn();
    document.getElementById('menu')!.addEventListener('click', onMenu);
    const release = holdClicks(root);

    document.getElementById('icon')!.click();
    document.getElementById('menu')!.click();
    expect(onMenu).not.toHaveBeenCalled();

    release();
    expect(onMenu).toHaveBeenCalledTimes(1);
    // Released: clicks go straight through again, and nothing is replayed twice.
    document.getElementById('menu')!.click();
    release();
    expect(onMenu).toHaveBeenCalledTimes(2);
  });

  it('leaves links to other pages, plain text and anything outside the page alone', () => {
    const root = prerenderedPage();
    const reached: string[] = [];
    document.addEventListener('click', (e) => {
      reached.push((e.target as Element).id);
      e.preventDefault(); // jsdom cannot navigate
    });
    holdClicks(root);

    for (const id of ['away', 'text', 'outside', 'skip']) document.getElementById(id)!.click();
    // The in-page #link is held like a control: the app moves focus for it.
    expect(reached).toEqual(['away', 'text', 'outside']);
  });
});

describe('boot: starting the app', () => {
  it('runs the app entry as a module, and asks for nothing else ahead', () => {
    const root = prerenderedPage();
    startApp(root);
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    const script = document.head.querySelector('script')!;
    expect(script.type).toBe('module');
    expect(script.getAttribute('src')).toBe('/assets/index-abc.js');
  });
});
