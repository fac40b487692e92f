import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/cluster/cluster';
import { createRingCentralClient } from '../../src/integrations/ringcentral/ringcentral-client';
import { SmsOutcomeUnknownError } from '../../src/modules/sms-provider/contracts';
import { startRingCentralFake, type RingCentralFake } from '../helpers/ringcentral-fake';

const app = { clientId: 'rc-id', clientSecret: 'rc-secret' };

describe('a text RingCentral may have received without answering is never sent again', () => {
  let fake: RingCentralFake;
  let token: string;
  beforeAll(async () => {
    fake = await startRingCentralFake(app);
    // The authorization-code journey the settings page's popup makes.
    const client = createRingCentralClient({ ...app, serverUrl: fake.url, redirectUri: 'http://127.0.0.1/cb' });
    const verifier = randomBytes(32).toString('base64url');
    const consent = await fetch(client.authUrl('state', createHash('sha256').update(verifier).digest('base64url')), { redirect: 'manual' });
    const code = new URL(consent.headers.get('location') ?? '').searchParams.get('code') ?? '';
    token = (await client.exchangeCode(code, verifier)).accessToken;
  });
  afterAll(() => fake?.close());

  it('no answer within the timeout is "outcome unknown" (the sender fails it without a retry)', async () => {
    const client = createRingCentralClient({ ...app, serverUrl: fake.url, redirectUri: 'http://127.0.0.1/cb' }, fetch, 300);
    const arrived = fake.hangSend(fake.sendRequests().length + 1);
    const sending = client.sendSms(token, '+12025550199', '+12025550123', 'Deadline Friday');
    await expect(sending).rejects.toBeInstanceOf(SmsOutcomeUnknownError);
    expect((await arrived).to).toBe('+12025550123');
  });

  // A free port: nothing listens there, so the connection is refused.
  it('a refused connection sent nothing: it stays an ordinary failure the sender may retry', async () => {
    const client = createRingCentralClient({ ...app, serverUrl: `http://127.0.0.1:${await freePort()}`, redirectUri: 'http://127.0.0.1/cb' }, fetch, 300);
    const error = await client.sendSms('any', '+12025550199', '+12025550123', 'Deadline Friday').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(SmsOutcomeUnknownError);
  });
});
