import { afterAll, beforeAll } from 'vitest';
import { person, type Person } from './live-training';
import type { TestSocket } from './socket-client';
import { startTestApp } from './test-app';

export type SuiteApp = { server: Awaited<ReturnType<typeof startTestApp>>; operator: Person; member: Person; sockets: TestSocket[] };

/**
 * One running app shared by the tests of a file or describe block: started (with `env`) before
 * them, with a signed-in operator (and a member when asked: some suites count the members), and
 * stopped after them with the sockets they pushed into `sockets`. Read its fields inside tests
 * and hooks, once beforeAll has run.
 */
export function useSuiteApp(env: Record<string, string> = {}, { withMember = false } = {}): SuiteApp {
  const app = { sockets: [] } as unknown as SuiteApp;
  beforeAll(async () => {
    app.server = await startTestApp(env);
    app.operator = await person(app.server, 'operator');
    if (withMember) app.member = await person(app.server, 'member');
  });
  afterAll(async () => {
    app.sockets.forEach((s) => s.disconnect());
    await app.server?.stop();
  });
  return app;
}
