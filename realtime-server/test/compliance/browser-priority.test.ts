import { readFileSync, readdirSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createSharedBrowser } from '../../src/modules/compliance/scanner/shared-browser';

/** Every process under `root` (itself included) with its nice value, read from /proc. */
function tree(root: number): { pid: number; nice: number }[] {
  const stats = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .flatMap((d) => {
      try {
        // Fields after the command name (which may hold spaces): state ppid ... nice is field 19.
        const fields = readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1]!.split(' ');
        return [{ pid: Number(d), ppid: Number(fields[1]), nice: Number(fields[16]) }];
      } catch {
        return [];
      }
    });
  const found = stats.filter((p) => p.pid === root);
  for (let i = 0; i < found.length; i++) for (const child of stats.filter((p) => p.ppid === found[i]!.pid)) found.push(child);
  return found.map(({ pid, nice }) => ({ pid, nice }));
}

const browser = createSharedBrowser({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', proxyUrl: 'http://127.0.0.1:9', logger: pino({ level: 'silent' }), nice: 10 });
afterAll(() => browser.close());

describe('the shared scanning browser', () => {
  it('runs every Chromium process below the server’s priority, renderers included', async () => {
    const page = await (await browser.get()).newPage();
    await page.setContent('<!doctype html><title>x</title><p>Rendered</p>');
    const processes = tree(browser.pid()!);
    expect(processes.length).toBeGreaterThan(2);
    const own = Number(readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ')[16]);
    for (const p of processes) expect(p.nice).toBeGreaterThanOrEqual(Math.min(19, own + 10));
    await page.close();
  }, 60_000);
});
