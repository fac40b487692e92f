import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedMongo, type EmbeddedMongo } from '@app/embedded-mongo';
import type { TSmsCampaign } from '@app/shared-types/sms';
import { createPace, PACE_COLLECTION } from '../../src/modules/sms/pace';
import type { SmsProvider } from '../../src/modules/sms-provider/contracts';
import { person, type Person } from '../helpers/live-training';
import { startTestApp } from '../helpers/test-app';
import { createCampaign, useSmsProvider, waitForCampaign } from './sms-helpers';

const PER_SECOND = 10;
const GAP_MS = 1000 / PER_SECOND;
/**
 * Timers fire late, never early: a busy machine's lateness on one send shortens the gap to the next.
 * Each node pacing only itself leaves two interleaved sequences whose closest texts are at most about
 * half a gap apart, so a tolerance well under GAP_MS / 2 still tells the two apart.
 */
const TOLERANCE_MS = 25;

describe('the SMS send pace is one for the cluster, not one per node', () => {
  let mongo: EmbeddedMongo;
  const nodes: Awaited<ReturnType<typeof startTestApp>>[] = [];
  beforeAll(async () => {
    mongo = await startEmbeddedMongo();
    // Agenda's poll once an hour: a send job then runs only on the node that queued it (agenda's
    // in-process notification), so each campaign below has its own node.
    const env = { MONGODB_URI: `${mongo.uri}sms-pace`, SMS_MESSAGES_PER_SECOND: String(PER_SECOND), JOBS_PROCESS_EVERY: '1 hour' };
    nodes.push(await startTestApp(env), await startTestApp(env));
  });
  afterAll(async () => {
    for (const node of nodes) await node.stop();
    await mongo?.stop();
  });

  it('two nodes sending at once never text closer together than the gap, so together they take N gaps', async () => {
    const [a, b] = nodes as [(typeof nodes)[0], (typeof nodes)[0]];
    const opA: Person = await person(a, 'operator');
    const opB: Person = await person(b, 'operator');
    const numbers = Array.from({ length: 8 }, (_, i) => `+1202555016${i}`);
    expect((await opA.post('/api/sms-subscribers/import', { subscribers: numbers.map((phone) => ({ phone })) })).status).toBe(200);

    // The provider is per account: one provider for both nodes (one process here), recording when each text left.
    const sent: { text: string; at: number }[] = [];
    const provider: SmsProvider = {
      service: 'ringcentral',
      simulated: false,
      async send(_to, text) {
        sent.push({ text, at: performance.now() });
        return { providerMessageId: `pace-${sent.length}`, status: 'sent' };
      },
    };
    for (const node of nodes) useSmsProvider(node, provider);

    const fromA = await createCampaign(opA, { message: 'From node A' });
    const fromB = await createCampaign(opB, { message: 'From node B' });
    const [startA, startB] = await Promise.all([opA.post(`/api/sms-campaigns/${fromA.id}/send`), opB.post(`/api/sms-campaigns/${fromB.id}/send`)]);
    expect([startA.status, startB.status]).toEqual([200, 200]);
    const done = (c: TSmsCampaign) => c.status === 'completed';
    await Promise.all([waitForCampaign(opA, fromA.id, done), waitForCampaign(opB, fromB.id, done)]);

    expect(sent.filter((s) => s.text === 'From node A')).toHaveLength(numbers.length);
    expect(sent.filter((s) => s.text === 'From node B')).toHaveLength(numbers.length);
    // Both nodes were sending at the same time (each campaign's texts run between the other's).
    const lastA = Math.max(...sent.filter((s) => s.text === 'From node A').map((s) => s.at));
    const firstB = Math.min(...sent.filter((s) => s.text === 'From node B').map((s) => s.at));
    const lastB = Math.max(...sent.filter((s) => s.text === 'From node B').map((s) => s.at));
    const firstA = Math.min(...sent.filter((s) => s.text === 'From node A').map((s) => s.at));
    expect(firstB < lastA && firstA < lastB).toBe(true);

    const times = sent.map((s) => s.at).sort((x, y) => x - y);
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(GAP_MS - TOLERANCE_MS);
    // Each node alone pacing itself would take half of this.
    const total = times.at(-1)! - times[0]!;
    expect(total).toBeGreaterThanOrEqual((times.length - 1) * GAP_MS - TOLERANCE_MS);
    expect(total).toBeLessThan((times.length - 1) * GAP_MS + 1_500);
  });

  it('an idle pace starts from now, and a clock set back does not park sending until it catches up', async () => {
    const db = nodes[0]!.database.connection;
    const pace = createPace(db, GAP_MS);
    const slots = db.collection<{ _id: string; next: number }>(PACE_COLLECTION);
    const nextSlot = async (key: string) => (await slots.findOne({ _id: key }))!.next;
    /** The wait `reserve` answers, and where it left the next slot: a gap after "now" as it was during the call. */
    async function reserve(key: string) {
      const before = Date.now();
      const wait = await pace.reserve(key);
      return { wait, before, after: Date.now(), next: await nextSlot(key) };
    }
    // Last used an hour ago: the next text goes at once, and the slot after it is a gap from now.
    await slots.updateOne({ _id: 'test-idle' }, { $set: { next: Date.now() - 3_600_000 } }, { upsert: true });
    const idle = await reserve('test-idle');
    expect(idle.wait).toBeLessThanOrEqual(0);
    expect(idle.next).toBeGreaterThanOrEqual(idle.before + GAP_MS);
    expect(idle.next).toBeLessThanOrEqual(idle.after + GAP_MS);
    // Slots claimed before the clock went back an hour: not an hour's wait, and the pace restarts from now.
    await slots.updateOne({ _id: 'test-set-back' }, { $set: { next: Date.now() + 3_600_000 } }, { upsert: true });
    const setBack = await reserve('test-set-back');
    expect(setBack.wait).toBeLessThanOrEqual(0);
    expect(setBack.next).toBeGreaterThanOrEqual(setBack.before + GAP_MS);
    expect(setBack.next).toBeLessThanOrEqual(setBack.after + GAP_MS);
  });
});
