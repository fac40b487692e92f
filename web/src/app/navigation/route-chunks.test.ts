import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRouteChunkPreloader } from './route-chunks';

const TABLE = {
  '/': ['/assets/HomePage-a.js', '/assets/Card-b.js'],
  '/community': ['/assets/CommunityPage-c.js', '/assets/Card-b.js', '/assets/Chip-d.js'],
  '/live-training': ['/assets/LiveTraining-e.js'],
};

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

function page(attribute = ' data-route-chunks="/assets/route-chunks-1.json"') {
  document.body.innerHTML = `<div id="root"${attribute}></div>`;
}

describe("asking for a page's chunks before its link is followed", () => {
  it("links every chunk of the linked page at once, skipping the current page's and those asked for before", async () => {
    page();
    const fetchJson = vi.fn(async () => TABLE);
    const { preload } = createRouteChunkPreloader(document, fetchJson);
    await preload('/community');
    // The test page is at '/': its chunks are loaded already (Card-b is shared).
    expect(preloads()).toEqual(['/assets/CommunityPage-c.js', '/assets/Chip-d.js']);
    await preload('/community');
    await preload('/live-training');
    expect(preloads()).toEqual(['/assets/CommunityPage-c.js', '/assets/Chip-d.js', '/assets/LiveTraining-e.js']);
    expect(fetchJson).toHaveBeenCalledTimes(1);
    expect(fetchJson).toHaveBeenCalledWith('/assets/route-chunks-1.json');
  });

  it('does nothing for an unknown page, a page without the table, or a table that does not load', async () => {
    page();
    await createRouteChunkPreloader(document, async () => TABLE).preload('/nowhere');
    await createRouteChunkPreloader(document, async () => Promise.reject(new Error('offline'))).preload('/community');
    await createRouteChunkPreloader(document, async () => ({ '/community': ['https://elsewhere.example/x.js'] })).preload('/community');
    page('');
    const fetchJson = vi.fn(async () => TABLE);
    await createRouteChunkPreloader(document, fetchJson).preload('/community');
    expect(fetchJson).not.toHaveBeenCalled();
    expect(preloads()).toEqual([]);
  });
});
