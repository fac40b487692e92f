import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startEmbeddedMongo, type EmbeddedMongo } from '@app/embedded-mongo';
import { defineJob, moduleJob } from '../src/jobs/jobs';
import type { AppModule } from '../src/modules/module';
import { startTestApp } from './helpers/test-app';

/** Every run of the probe job, by node, with its payload. */
const runs: { node: string; at: number; label: string }[] = [];

/** A module that only declares a recurring job through ModuleParts.jobs. */
function probeModule(node: string): AppModule {
  const tick = defineJob({
    name: 'test:recurring-probe',
    schema: z.object({ label: z.string().min(1) }),
    handler: async ({ label }) => {
      runs.push({ node, at: Date.now(), label });
    },
  });
  return { name: `probe-${node}`, setup: () => ({ jobs: [moduleJob(tick, { every: '1 second', data: { label: 'tick' } })] }) };
}

describe('module jobs across two app nodes on one database', () => {
  let mongo: EmbeddedMongo;
  let nodes: Awaited<ReturnType<typeof startTestApp>>[] = [];
  beforeAll(async () => {
    mongo = await startEmbeddedMongo();
    const env = { MONGODB_URI: `${mongo.uri}module-jobs` };
    nodes = [await startTestApp(env, { modules: [probeModule('a')] }), await startTestApp(env, { modules: [probeModule('b')] })];
  });
  afterAll(async () => {
    for (const node of nodes) await node.stop();
    await mongo?.stop();
  });

  it('keeps one schedule for the job both nodes declare, and runs each due time once', async () => {
    const stored = await nodes[0]!.database.connection.db!.collection('agendaJobs').find({ name: 'test:recurring-probe' }).toArray();
    expect(stored).toHaveLength(1);
    await expect.poll(() => runs.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
    const times = runs.map((r) => r.at).sort((x, y) => x - y);
    // Two nodes each running every due time would leave pairs of runs a few milliseconds apart.
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThan(500);
    expect(runs.every((r) => r.label === 'tick')).toBe(true);
  });

  it('refuses a recurring payload that does not fit the job’s schema when the module is set up', async () => {
    const bad: AppModule = {
      name: 'bad',
      setup: () => ({
        jobs: [moduleJob(defineJob({ name: 'test:bad', schema: z.object({ n: z.number() }), handler: async () => {} }), { every: '1 minute', data: { n: 'x' as unknown as number } })],
      }),
    };
    await expect(startTestApp({}, { modules: [bad] })).rejects.toThrow();
  });
});
