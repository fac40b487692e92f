import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (let run = 0; run < 3; run++) {
const page = await browser.newPage();
const cdp = await page.context().newCDPSession(page);
await page.goto('http://127.0.0.1:4503/healthz');
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
const r = await page.evaluate(async () => {
  const html = await (await fetch('/premium', { headers: { Accept: 'text/html' } })).text();
  const list = html.match(/data-preload="([^"]*)"/)[1].split(' ');
  const t0 = performance.now();
  for (const h of list) { const l = document.createElement('link'); l.rel = 'modulepreload'; l.crossOrigin = ''; l.href = h; document.head.append(l); }
  const t1 = performance.now();
  for (const h of list) void fetch(h + '?f', { priority: 'low' });
  const t2 = performance.now();
  const frag = document.createDocumentFragment();
  for (const h of list) { const l = document.createElement('link'); l.rel = 'modulepreload'; l.crossOrigin = ''; l.href = h + '?frag'; frag.append(l); }
  document.head.append(frag);
  const t3 = performance.now();
  return [list.length, Math.round(t1 - t0), Math.round(t2 - t1), Math.round(t3 - t2)];
});
console.log('links / fetch / fragment', r);
await page.close();
}
await browser.close();
