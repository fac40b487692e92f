import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedMongo, type EmbeddedMongo } from '@app/embedded-mongo';
import { cachedCounterDay, counterDay } from '../../src/modules/monitoring/api-counter';
import { HttpClient } from '../helpers/http-client';
import { overview, signedInAs, storedApiCount } from '../helpers/monitoring';
import { startTestApp } from '../helpers/test-app';

describe('API requests today, counted across nodes and restarts', () => {
  let mongo: EmbeddedMongo;
  const nodes: Awaited<ReturnType<typeof startTestApp>>[] = [];
  const env = () => ({ MONGODB_URI: `${mongo.uri}api-counter`, API_COUNTER_FLUSH_MS: '200' });
  beforeAll(async () => {
    mongo = await startEmbeddedMongo();
    nodes.push(await startTestApp(env()), await startTestApp(env()));
  });
  afterAll(async () => {
    for (const node of nodes) await node.stop();
    await mongo?.stop();
  });

  it('counts each request once whichever node serves it, and keeps the count through a restart', async () => {
    const [a, b] = nodes as [(typeof nodes)[0], (typeof nodes)[0]];
    const day = counterDay();
    // Settle anything pending from start-up, then take the stored figure as the baseline.
    await new Promise((r) => setTimeout(r, 400));
    const base = await storedApiCount(a, day);
    const visitorsA = new HttpClient(a.url);
    const visitorsB = new HttpClient(b.url);
    const requests = [
      ...Array.from({ length: 60 }, () => visitorsA.get('/api/posts')),
      ...Array.from({ length: 40 }, () => visitorsB.get('/api/posts')),
      ...Array.from({ length: 7 }, () => visitorsB.get('/api/no-such-route')),
    ];
    await Promise.all(requests);
    // Pages and health checks are not API requests.
    await visitorsA.get('/healthz');
    await visitorsA.get('/community');
    await expect.poll(() => storedApiCount(a, day)).toBe(base + 107);

    // Both nodes report the cluster's figure (each adds its own not-yet-written requests).
    const opA = await signedInAs(a);
    const opB = await signedInAs(b);
    const seenA = (await overview(opA)).summary.apiRequestsToday;
    const seenB = (await overview(opB)).summary.apiRequestsToday;
    expect(seenA).toBeGreaterThanOrEqual(base + 108);
    expect(seenB).toBeGreaterThanOrEqual(base + 108);
    expect(Math.abs(seenA - seenB)).toBeLessThanOrEqual(2);

    // A restart writes what it holds before it stops, and the new process reads it back.
    await Promise.all(Array.from({ length: 5 }, () => visitorsA.get('/api/posts')));
    await a.stop();
    nodes.splice(0, 1, await startTestApp(env()));
    const restarted = nodes[0]!;
    // Node b writes its own last request on its next flush (every 200 ms, later on a busy machine);
    // node a's six would never arrive if its stop had dropped them.
    await expect.poll(() => storedApiCount(restarted, day)).toBe(base + 107 + 2 + 5);
    const op = await signedInAs(restarted);
    expect((await overview(op)).summary.apiRequestsToday).toBe(base + 115);
  });

  it('starts a new day at midnight in New York, not UTC, in winter and in summer', () => {
    expect(counterDay(new Date('2026-01-15T04:59:59Z'))).toBe('2026-01-14');
    expect(counterDay(new Date('2026-01-15T05:00:00Z'))).toBe('2026-01-15');
    expect(counterDay(new Date('2026-07-15T03:59:59Z'))).toBe('2026-07-14');
    expect(counterDay(new Date('2026-07-15T04:00:00Z'))).toBe('2026-07-15');
    // The per-request shortcut turns over at the same instant.
    const dayOf = cachedCounterDay();
    expect(dayOf(new Date('2026-01-15T04:59:00Z'))).toBe('2026-01-14');
    expect(dayOf(new Date('2026-01-15T04:59:59.999Z'))).toBe('2026-01-14');
    expect(dayOf(new Date('2026-01-15T05:00:00Z'))).toBe('2026-01-15');
    expect(dayOf(new Date('2026-01-14T12:00:00Z'))).toBe('2026-01-14');
  });
});
