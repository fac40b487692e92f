import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type AppConfig } from '../../src/config';
import { startServer, type RunningServer, type StartOptions } from '../../src/server';

/** The real app on port 0 with an in-memory embedded store, as the integration tests use it. */
export async function startTestApp(env: Record<string, string> = {}, options: StartOptions = {}): Promise<RunningServer & { config: AppConfig }> {
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
