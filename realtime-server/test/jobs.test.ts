import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from '../src/jobs/jobs';
import { appSuite, type TestServer } from './helpers/test-app';

const received: string[] = [];
const greet = defineJob({
  name: 'test:greet',
  schema: z.object({ name: z.string().min(1) }),
  handler: async ({ name }) => {
    received.push(name);
  },
});

const ran: string[] = [];
const quick = defineJob({ name: 'test:quick-sweep', schema: z.object({}), maxRunMs: 500, handler: async () => void ran.push('quick') });
const plain = defineJob({ name: 'test:plain-sweep', schema: z.object({}), handler: async () => void ran.push('plain') });

let server: TestServer;
appSuite((app) => {
  server = app;
  server.jobs.register(greet);
  server.jobs.register(quick);
  server.jobs.register(plain);
});

describe('job registry', () => {
  it('runs a queued job with its validated payload, once', async () => {
    await server.jobs.now(greet, { name: 'Ada' });
    await expect.poll(() => received).toContain('Ada');
    await new Promise((r) => setTimeout(r, 1500));
    expect(received.filter((n) => n === 'Ada')).toHaveLength(1);
  });

  it('refuses a bad payload when it is queued, not later', async () => {
    expect(() => server.jobs.now(greet, { name: '' })).toThrow();
  });
});

describe('a job whose node died holding its lock', () => {
  it('runs elsewhere once its short lock lapses when it says how long a run takes; otherwise waits out the default lock', async () => {
    // What a node killed just after locking a due job leaves behind.
    const jobs = server.database.connection.collection('agendaJobs');
    const deadNodesLock = { type: 'normal', priority: 0, data: {}, nextRunAt: new Date(Date.now() - 1_000), lockedAt: new Date() };
    await jobs.insertMany([
      { name: quick.name, ...deadNodesLock },
      { name: plain.name, ...deadNodesLock },
    ]);
    // processEvery (1 s in tests) + maxRunMs (0.5 s), and the next poll.
    await expect.poll(() => ran).toContain('quick');
    await new Promise((r) => setTimeout(r, 2_000));
    expect(ran).not.toContain('plain');
  });
});
