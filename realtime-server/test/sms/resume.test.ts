import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Types } from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';
import type { TSmsCampaign } from '@app/shared-types/sms';
import { HttpClient } from '../helpers/http-client';
import { startTestApp } from '../helpers/test-app';
import { createCampaign, recordingProvider, waitForCampaign } from './sms-helpers';

const numbers = Array.from({ length: 8 }, (_, i) => `+1202555${String(200 + i).padStart(4, '0')}`);

describe('sending survives the server dying mid-campaign', () => {
  const running: { stop: () => Promise<void> }[] = [];
  afterAll(async () => {
    for (const s of running) await s.stop().catch(() => {});
  });

  it('a new server resumes the campaign from its log rows: nobody is texted twice, nobody is skipped', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sms-resume-'));
    const env = { DATA_DIR: dataDir, EMBEDDED_MONGO_IN_MEMORY: 'false', SMS_MESSAGES_PER_SECOND: '100', SMS_LEASE_SECONDS: '1' };
    const first = await startTestApp(env);
    await first.users.register({ username: 'ops', password: 'secret-pass-1' }, 'operator');
    const operator = new HttpClient(first.url);
    await operator.login('ops', 'secret-pass-1');
    expect((await operator.post('/api/sms-subscribers/import', { subscribers: numbers.map((phone) => ({ phone })) })).status).toBe(200);

    // The first server freezes inside its third send (the provider never answers) and then dies.
    let frozen!: () => void;
    const inThird = new Promise<void>((resolve) => (frozen = resolve));
    const provider = recordingProvider(first, async () => {
      if (provider.sent.length === 2) {
        frozen();
        await new Promise(() => {});
      }
    });
    const campaign = await createCampaign(operator);
    await operator.post(`/api/sms-campaigns/${campaign.id}/send`);
    await inThird;
    const thirdNumber = [...provider.attempts.keys()][2]!;
    await first.stop();

    // The same store, a new process: its resume job takes the campaign over once the lease lapses.
    const second = await startTestApp(env);
    running.push(second);
    // Stood in before the lease lapses.
    const delivered = recordingProvider(second);
    const again = new HttpClient(second.url);
    await again.login('ops', 'secret-pass-1');
    const done = await waitForCampaign(again, campaign.id, (c: TSmsCampaign) => c.status === 'completed', 20_000);

    const everyText = [...provider.sent, ...delivered.sent].map((s) => s.to);
    expect(new Set(everyText).size).toBe(everyText.length);
    expect([...everyText, thirdNumber].sort()).toEqual([...numbers].sort());
    // The text in flight when the server died is reported, not silently resent.
    expect(done).toMatchObject({ totalRecipients: 8, successfulSends: 7, failedSends: 1 });
  });

  it('a runner waiting for its next slot keeps its lease: nobody takes the campaign over meanwhile', async () => {
    // One text every 2 s, a 1 s lease: the wait for each slot is longer than the lease.
    const server = await startTestApp({ SMS_MESSAGES_PER_SECOND: '0.5', SMS_LEASE_SECONDS: '1' });
    running.push(server);
    await server.users.register({ username: 'slow-ops', password: 'secret-pass-1' }, 'operator');
    const operator = new HttpClient(server.url);
    await operator.login('slow-ops', 'secret-pass-1');
    const three = numbers.slice(0, 3);
    await operator.post('/api/sms-subscribers/import', { subscribers: three.map((phone) => ({ phone })) });
    const provider = recordingProvider(server);
    const campaign = await createCampaign(operator);
    await operator.post(`/api/sms-campaigns/${campaign.id}/send`);
    const runners = new Set<string>();
    const done = await waitForCampaign(
      operator,
      campaign.id,
      (c) => {
        void server.database.connection
          .collection('sms_campaigns')
          .findOne({ _id: new Types.ObjectId(campaign.id) })
          .then((doc) => doc?.runner && runners.add(doc.runner as string));
        return c.status === 'completed';
      },
      20_000,
    );
    expect(done).toMatchObject({ successfulSends: 3, failedSends: 0 });
    expect(provider.sent.map((s) => s.to).sort()).toEqual([...three].sort());
    expect(runners.size).toBe(1);
  });
});
