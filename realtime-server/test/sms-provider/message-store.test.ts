import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import { SMS_REPLIES, type TSmsCampaign } from '@app/shared-types/sms';
import type { HttpClient } from '../helpers/http-client';
import { person } from '../helpers/live-training';
import { startRingCentralFake } from '../helpers/ringcentral-fake';
import { startTestApp } from '../helpers/test-app';
import { createCampaign, waitForCampaign } from '../sms/sms-helpers';

const CLIENT_ID = 'rc-store-client';
const CLIENT_SECRET = 'rc-store-secret';
const done = (c: TSmsCampaign) => c.status === 'completed';

/** Configures the app with the fake's credentials and goes through the popup's authorization. */
async function connectRingCentral(operator: HttpClient): Promise<void> {
  expect((await operator.post('/api/sms/configure', { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET })).status).toBe(200);
  const { authUrl } = (await operator.get('/api/auth/ringcentral')).json as { authUrl: string };
  const consent = await fetch(authUrl, { redirect: 'manual' });
  const callback = new URL(consent.headers.get('location')!);
  expect((await operator.get(callback.pathname + callback.search)).text).toContain('SMS connected');
}

async function setUp(env: Record<string, string>, fakeOptions: { maxPerPage?: number } = {}) {
  const fake = await startRingCentralFake({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, ...fakeOptions });
  const server = await startTestApp({ RINGCENTRAL_SERVER_URL: fake.url, SMS_MESSAGES_PER_SECOND: '100', SMS_LEASE_SECONDS: '1', SMS_STOP_CHECK_SECONDS: '1', ...env });
  const operator = await person(server, 'operator');
  await connectRingCentral(operator);
  return { fake, server, operator };
}

describe("RingCentral's message store, read page by page from where the last read stopped", () => {
  let ctx: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    // Pages of 100 at most: 300 outcomes come back over three pages.
    ctx = await setUp({ SMS_POLL_SECONDS: '1' }, { maxPerPage: 100 });
  });
  afterAll(async () => {
    await ctx?.server.stop();
    await ctx?.fake.close();
  });

  it('applies more than 250 delivery outcomes over several pages, each once, and then reads only recent texts', async () => {
    const { fake, server, operator } = ctx;
    const numbers = ['202', '312', '415'].flatMap((area) => Array.from({ length: 100 }, (_, i) => `+1${area}55501${String(i).padStart(2, '0')}`));
    expect((await operator.post('/api/sms-subscribers/import', { subscribers: numbers.map((phone) => ({ phone })) })).json).toMatchObject({ added: 300 });
    const campaign = await createCampaign(operator, { message: 'Your W-2 is ready in the portal.' });
    await operator.post(`/api/sms-campaigns/${campaign.id}/send`);
    expect(await waitForCampaign(operator, campaign.id, done, 30_000)).toMatchObject({ successfulSends: 300, simulated: false });

    for (const m of fake.sent().filter((x) => x.text === 'Your W-2 is ready in the portal.')) fake.setStatus(m.id, 'Delivered');
    const delivered = await waitForCampaign(operator, campaign.id, (c) => c.progress?.delivered === 300, 15_000);
    expect(delivered.progress).toMatchObject({ sent: 300, delivered: 300, failed: 0 });
    expect(fake.storeReads().some((r) => r.query.get('direction') === 'Outbound' && r.query.get('page') === '3')).toBe(true);

    // Later reads see the same outcomes again (the overlap) and change nothing.
    const logs = server.database.connection.collection('sms_logs');
    const deliveredAt = async () => (await logs.find({ campaignId: new Types.ObjectId(campaign.id) }).toArray()).map((r) => `${r._id}:${(r.deliveredAt as Date).toISOString()}`).sort();
    const before = await deliveredAt();
    const reads = fake.storeReads().length;
    await expect.poll(() => fake.storeReads().length).toBeGreaterThan(reads + 2);
    expect(await deliveredAt()).toEqual(before);
    // Every outcome is in: the next read starts about a minute back, not a day.
    const last = fake.storeReads().filter((r) => r.query.get('direction') === 'Outbound').at(-1)!;
    expect(Date.now() - new Date(last.query.get('dateFrom')!).getTime()).toBeLessThan(5 * 60_000);
  });
});

describe('a STOP texted while a campaign sends', () => {
  let ctx: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    // The regular read is an hour away: only the read before each batch can see the STOP in time.
    ctx = await setUp({ SMS_POLL_SECONDS: '3600' });
  });
  afterAll(async () => {
    await ctx?.server.stop();
    await ctx?.fake.close();
  });

  it("is read before the next batch and stops that number's text, with inbound reads bounded to one a second", async () => {
    const { fake, server, operator } = ctx;
    const [a, b, c, d] = ['+12025550161', '+12025550162', '+12025550163', '+12025550164'];
    await operator.post('/api/sms-subscribers/import', { subscribers: [a, b, c, d].map((phone) => ({ phone })) });
    const release = fake.holdSends();
    const campaign = await createCampaign(operator, { message: 'Payroll closes Thursday.' });
    await operator.post(`/api/sms-campaigns/${campaign.id}/send`);
    // The first text is on its way (held at RingCentral) when c replies STOP.
    const logs = server.database.connection.collection('sms_logs');
    await expect.poll(() => logs.countDocuments({ campaignId: new Types.ObjectId(campaign.id), status: 'sending' })).toBe(1);
    const inboundReadsBefore = fake.storeReads().filter((r) => r.query.get('direction') === 'Inbound').length;
    fake.inbound(c, 'STOP');
    await new Promise((r) => setTimeout(r, 1_200));
    release();

    const finished = await waitForCampaign(operator, campaign.id, done);
    expect(finished.progress).toMatchObject({ sent: 3, skipped: 1 });
    expect(fake.sent().filter((m) => m.text === 'Payroll closes Thursday.').map((m) => m.to).sort()).toEqual([a, b, d]);
    expect(fake.sent().filter((m) => m.to === c).map((m) => m.text)).toEqual([SMS_REPLIES.stopped]);
    const inboundReads = fake.storeReads().filter((r) => r.query.get('direction') === 'Inbound').length - inboundReadsBefore;
    expect(inboundReads).toBeGreaterThanOrEqual(1);
    expect(inboundReads).toBeLessThanOrEqual(2);
  });
});
