import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { TSmsCampaign } from '@app/shared-types/sms';
import { registerSmsProvider } from '../../src/modules/sms-provider/contracts';
import { HttpClient } from '../helpers/http-client';
import { startTestApp } from '../helpers/test-app';
import { createCampaign, recordingProvider, waitForCampaign } from './sms-helpers';

const numbers = Array.from({ length: 8 }, (_, i) => `+1202555${String(200 + i).padStart(4, '0')}`);

describe('sending survives the server dying mid-campaign', () => {
  const running: { stop: () => Promise<void> }[] = [];
  afterEach(() => registerSmsProvider(undefined));
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
    const provider = recordingProvider(async () => {
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
    // Registered after start-up (the provider module registers its own), before the lease lapses.
    const delivered = recordingProvider();
    const again = new HttpClient(second.url);
    await again.login('ops', 'secret-pass-1');
    const done = await waitForCampaign(again, campaign.id, (c: TSmsCampaign) => c.status === 'completed', 20_000);

    const everyText = [...provider.sent, ...delivered.sent].map((s) => s.to);
    expect(new Set(everyText).size).toBe(everyText.length);
    expect([...everyText, thirdNumber].sort()).toEqual([...numbers].sort());
    // The text in flight when the server died is reported, not silently resent.
    expect(done).toMatchObject({ totalRecipients: 8, successfulSends: 7, failedSends: 1 });
  });
});
