import { fileURLToPath } from 'node:url';
import puppeteer, { type Browser } from 'puppeteer';
import type { Logger } from '../../../logger';

/**
 * The one Chromium every scan shares (a fresh incognito context and page per scan): no browser
 * start per scan, and the process tree is ours to close or kill, so none is left behind after a
 * failed or hung scan (pa11y #274, #45). A crashed browser is started again by the next scan.
 */
export type SharedBrowser = {
  get(): Promise<Browser>;
  /** Kills the browser (a scan that would not let go of it); the next `get` starts a new one. */
  kill(): Promise<void>;
  close(): Promise<void>;
  /** The Chromium main process id, when one runs (benchmarks count its descendants). */
  pid(): number | undefined;
};

/**
 * Starts the browser through nice-chromium.sh: at the priority asked for, and bound to die with this
 * server even when it is killed without a graceful stop (a parent-death signal).
 */
const LAUNCHER = fileURLToPath(new URL('./nice-chromium.sh', import.meta.url));

export function createSharedBrowser(options: { executablePath: string; proxyUrl: string; logger: Logger; nice?: number }): SharedBrowser {
  let launching: Promise<Browser> | null = null;
  let closed = false;

  const args = [
    `--proxy-server=${options.proxyUrl}`,
    // Chromium sends loopback addresses around any proxy unless told not to; they must pass the guard too.
    '--proxy-bypass-list=<-loopback>',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-extensions',
    '--disable-sync',
    '--no-first-run',
    '--mute-audio',
    // Chromium would first try https:// for an http:// address; scan the address as given.
    '--disable-features=HttpsUpgrades,HttpsFirstBalancedModeAutoEnable',
  ];
  // Chromium refuses to run as root with its sandbox; containers and CI often run as root.
  if (process.getuid?.() === 0) args.push('--no-sandbox');

  async function launch(): Promise<Browser> {
    const browser = await puppeteer.launch({
      executablePath: LAUNCHER,
      // SCANNER_SERVER_PID marks every process of this server's browser (they inherit it), so an
      // operator or a test can tell whose Chromium a process is, whatever its name.
      env: { ...process.env, SCANNER_CHROMIUM_BIN: options.executablePath, SCANNER_CHROMIUM_NICE: String(options.nice ?? 0), SCANNER_SERVER_PID: String(process.pid) },
      headless: true,
      args,
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
    browser.on('disconnected', () => {
      if (current === browser) {
        current = null;
        launching = null;
      }
    });
    current = browser;
    return browser;
  }
  let current: Browser | null = null;

  async function kill(): Promise<void> {
    const browser = current;
    current = null;
    launching = null;
    if (!browser) return;
    const proc = browser.process();
    try {
      await Promise.race([browser.close(), new Promise((_, reject) => setTimeout(() => reject(new Error('close timed out')), 5_000))]);
    } catch (err) {
      options.logger.warn({ err }, 'scanner browser did not close; killing it');
      proc?.kill('SIGKILL');
    }
  }

  return {
    async get() {
      if (closed) throw new Error('Scanner is shut down');
      if (current?.connected) return current;
      launching ??= launch().catch((err: unknown) => {
        launching = null;
        throw err;
      });
      return launching;
    },
    kill,
    async close() {
      closed = true;
      await kill();
    },
    pid: () => current?.process()?.pid,
  };
}
