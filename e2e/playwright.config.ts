import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4310);
export const baseURL = `http://127.0.0.1:${PORT}`;

/** Debian's Chromium, headless, with the flags that keep it off the (closed) network. */
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
};

const LATE = /(settings|compliance-dogfood)\.spec\.ts/;

export default defineConfig({
  testDir: './tests',
  // Multi-context live tests on a 2-core machine: room for a busy moment without hiding a hang.
  timeout: 60_000,
  // A live update or a click's answer on a busy shared runner; first loads get FIRST_LOAD (support/waits.ts).
  expect: { timeout: 10_000 },
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions }, testIgnore: LATE },
    // Connecting the firm's SMS provider changes how every campaign is sent, and the dogfood scan of
    // every route fills the scanner's slots for a minute and a half (another spec's scan would wait
    // behind it): both run once the others are done.
    { name: 'late', use: { ...devices['Desktop Chrome'], launchOptions }, testMatch: LATE, dependencies: ['chromium'] },
  ],
  // The real app on a fresh in-memory store with demo data, exactly as `npm start` serves it.
  webServer: {
    command: 'node --import tsx realtime-server/src/main.ts',
    cwd: '..',
    url: `${baseURL}/readyz`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      EMBEDDED_MONGO_IN_MEMORY: 'true',
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '1000',
      AUTH_RATE_LIMIT_PER_USERNAME: '1000',
      // The compliance tests scan fixture pages and this app on 127.0.0.1 on purpose.
      SCANNER_ALLOW_HOSTS: '127.0.0.1',
      // A busy test machine must not decide whether /community's HTML carries its first page (the prerendered spec checks it does).
      PAGE_DATA_BUDGET_MS: '5000',
      // The settings spec starts a local fake of RingCentral's API on this port.
      RINGCENTRAL_SERVER_URL: `http://127.0.0.1:${PORT + 7}`,
    },
  },
});
