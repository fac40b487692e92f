import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from '../src/jobs/jobs';
import { startTestApp } from './helpers/test-app';

const received: string[] = [];
const greet = defineJob({
  name: 'test:greet',
  schema: z.object({ name: z.string().min(1) }),
  handler: async ({ name }) => {
    received.push(name);
  },
});

let server: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  server = await startTestApp({}, {});
  server.jobs.register(greet);
});
afterAll(() => server?.stop());

describe('job registry', () => {
  it('runs a queued job with its validated payload, once', async () => {
    await server.jobs.now(greet, { name: 'Ada' });
    await expect.poll(() => received, { timeout: 10_000 }).toContain('Ada');
    await new Promise((r) => setTimeout(r, 1500));
    expect(received.filter((n) => n === 'Ada')).toHaveLength(1);
  });

  it('refuses a bad payload when it is queued, not later', async () => {
    expect(() => server.jobs.now(greet, { name: '' })).toThrow();
  });
});
