import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { loadConfig, type AppConfig } from '../../src/config';
import { startServer, type RunningServer, type StartOptions } from '../../src/server';
import type { TestSocket } from './socket-client';

export type TestServer = RunningServer & { config: AppConfig };

/** The real app on port 0 with an in-memory embedded store, as the integration tests use it. */
export async function startTestApp(env: Record<string, string> = {}, options: StartOptions = {}): Promise<TestServer> {
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    EMBEDDED_MONGO_IN_MEMORY: 'true',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_MAX: '1000',
    AUTH_RATE_LIMIT_PER_USERNAME: '1000',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
    SEED_DEMO_DATA: 'false',
    JOBS_PROCESS_EVERY: '1 second',
    // Uploads and other files go to a fresh folder, never the developer's ./data.
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'app-test-')),
    ...env,
  });
  const server = await startServer(config, options);
  return Object.assign(server, { config });
}

export type AppSuiteOptions = {
  /** The app's settings, read when it starts (after the suite's earlier hooks, which may start a provider fake first). */
  env?: () => Record<string, string>;
  /** When the sockets the tests push to the returned list are disconnected: after each test, or before the app stops (default). */
  closeSockets?: 'afterEach' | 'afterAll';
  /** How the app is put together (its modules, say), as startTestApp takes it. */
  start?: StartOptions;
};

/**
 * One app for the tests of a file (or of a describe block): started before them, stopped after them.
 * Its tests share it, each making its own accounts and data, so none depends on a fresh store; a
 * test that does gets its own suite. `ready` receives the app once it is up, to fill the suite's
 * variables and make what every test uses (an operator, say). Returns the list of sockets (tabs) the
 * tests open, which it disconnects.
 */
export function appSuite(ready: (server: TestServer) => unknown, options: AppSuiteOptions = {}): TestSocket[] {
  const sockets: TestSocket[] = [];
  let server: TestServer | undefined;
  const closeSockets = () => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  };
  beforeAll(async () => {
    server = await startTestApp(options.env?.(), options.start);
    await ready(server);
  });
  if (options.closeSockets === 'afterEach') afterEach(closeSockets);
  afterAll(async () => {
    closeSockets();
    await server?.stop();
  });
  return sockets;
}
