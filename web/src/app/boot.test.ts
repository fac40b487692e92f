import { createElement, useState, type ChangeEvent } from 'react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyActions, startApp } from './boot';

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

describe('boot: actions before the app is ready', () => {
  it('holds a click on a control back, shows it waiting, and replays it once when released', async () => {
    const root = prerenderedPage();
    const onMenu = vi.fn();
    document.getElementById('menu')!.addEventListener('click', onMenu);
    const release = holdEarlyActions(root);

    document.getElementById('icon')!.click();
    document.getElementById('menu')!.click();
    expect(onMenu).not.toHaveBeenCalled();
    expect(document.getElementById('menu')!.getAttribute('aria-busy')).toBe('true');

    await release();
    // Clicked twice while nothing showed: one action, asked twice.
    expect(onMenu).toHaveBeenCalledTimes(1);
    expect(document.getElementById('menu')!.hasAttribute('aria-busy')).toBe(false);
    // Released: clicks go straight through again, and nothing is replayed twice.
    document.getElementById('menu')!.click();
    await release();
    expect(onMenu).toHaveBeenCalledTimes(2);
  });

  it('replays clicks on different controls in order, a label as its control', async () => {
    document.body.innerHTML = `
      <div id="root" data-entry="/assets/index-abc.js">
        <form id="form"><label id="label"><input id="box" type="checkbox" /> Whole site</label><button id="send">Send</button></form>
      </div>`;
    const root = document.getElementById('root')!;
    const order: string[] = [];
    const box = document.getElementById('box') as HTMLInputElement;
    box.addEventListener('click', () => order.push(`box ${box.checked}`));
    document.getElementById('form')!.addEventListener('submit', (e) => {
      e.preventDefault();
      order.push(`submit, box ${box.checked}`);
    });
    const release = holdEarlyActions(root);

    document.getElementById('label')!.click();
    box.click();
    document.getElementById('send')!.click();
    expect(order).toEqual([]);
    expect(box.checked).toBe(false);

    await release();
    expect(order).toEqual(['box true', 'submit, box true']);
  });

  it('holds a form submitted without a click (Enter, no submit button) and submits it when released', async () => {
    document.body.innerHTML = `<div id="root"><form id="form"><input id="q" /></form></div>`;
    const root = document.getElementById('root')!;
    const form = document.getElementById('form') as HTMLFormElement;
    const submitted = vi.fn((e: Event) => e.preventDefault());
    const release = holdEarlyActions(root);
    form.addEventListener('submit', submitted);

    form.requestSubmit();
    form.requestSubmit();
    expect(submitted).not.toHaveBeenCalled();
    await release();
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('leaves links to other pages, plain text and anything outside the page alone', () => {
    const root = prerenderedPage();
    const reached: string[] = [];
    document.addEventListener('click', (e) => {
      reached.push((e.target as Element).id);
      e.preventDefault(); // jsdom cannot navigate
    });
    holdEarlyActions(root);

    for (const id of ['away', 'text', 'outside', 'skip']) document.getElementById(id)!.click();
    // The in-page #link is held like a control: the app moves focus for it.
    expect(reached).toEqual(['away', 'text', 'outside']);
  });
});

describe('boot: text typed before the app hydrated', () => {
  function ControlledField() {
    const [value, setValue] = useState('');
    const [renders, setRenders] = useState(0);
    return createElement(
      'form',
      null,
      createElement('input', { id: 'name', value, onChange: (e: ChangeEvent<HTMLInputElement>) => setValue(e.target.value) }),
      createElement('output', { id: 'state' }, value),
      createElement('button', { id: 'rerender', type: 'button', onClick: () => setRenders(renders + 1) }, 'again'),
    );
  }

  it('reaches a field the app controls, which keeps it through its next render', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(createElement(ControlledField));
    document.body.append(root);
    const release = holdEarlyActions(root);
    const input = root.querySelector<HTMLInputElement>('#name')!;
    input.value = 'Typed early';
    input.dispatchEvent(new Event('input', { bubbles: true }));

    await act(async () => {
      hydrateRoot(root, createElement(ControlledField));
    });
    await act(() => release());
    await act(async () => root.querySelector<HTMLButtonElement>('#rerender')!.click());

    expect(input.value).toBe('Typed early');
    expect(root.querySelector('#state')!.textContent).toBe('Typed early');
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

  it('asks for the chunks the entry starts with beside it, and for no others', () => {
    const root = prerenderedPage();
    root.dataset.entryStarts = '/assets/client-abc.js /assets/start-abc.js';
    startApp(root);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
    expect(links).toEqual(['/assets/client-abc.js', '/assets/start-abc.js']);
    expect(document.head.querySelector('script')!.getAttribute('src')).toBe('/assets/index-abc.js');
  });
});
