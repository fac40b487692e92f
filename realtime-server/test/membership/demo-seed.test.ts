import { describe, expect, it } from 'vitest';
import type { TUser } from '@app/shared-types/auth';
import type { TPaymentQueue, TSubscription } from '@app/shared-types/membership/model';
import { DEMO_ACCOUNTS } from '../../src/modules/auth/users.seed';
import { HttpClient } from '../helpers/http-client';
import { appSuite, type TestServer } from '../helpers/test-app';

let server: TestServer;
appSuite((app) => (server = app), { env: () => ({ SEED_DEMO_DATA: 'true' }) });

async function demo(username: string): Promise<HttpClient> {
  const client = new HttpClient(server.url);
  await client.login(username, DEMO_ACCOUNTS.find((a) => a.username === username)!.password);
  return client;
}

describe('demo memberships', () => {
  it('the premium account pays through an active, operator-verified subscription matching its premium flag', async () => {
    const premium = await demo('premium');
    const me = (await premium.get('/api/auth/user')).json as TUser & { premiumExpiresAt?: string | null };
    const [active, ...rest] = (await premium.get('/api/subscriptions/mine')).json as TSubscription[];
    expect(rest).toEqual([]);
    expect(active).toMatchObject({ status: 'active', planType: 'premium', paymentProvider: 'cashapp', amount: 297, currency: 'USD', reviewedBy: expect.any(String) });
    expect(new Date(active!.startDate!).getTime()).toBeLessThan(Date.now());
    expect(new Date(active!.expiresAt!).getTime()).toBeGreaterThan(Date.now());
    expect(me).toMatchObject({ isPremium: true, plan: 'premium' });
    // In the ledger as a settled payment with its receipt, for the period the membership runs.
    expect((await premium.get('/api/billing/ledger')).json).toEqual([
      expect.objectContaining({ subscriptionId: active!.id, rail: 'cashapp', state: 'settled', amount: 29700, periodEnd: active!.expiresAt, receiptNumber: expect.stringMatching(/^R-\d{4}-\d{6}$/) }),
    ]);
  });

  it('the free member has a pending Cash App payment in the operators’ queue, and no access yet', async () => {
    const member = await demo('member');
    expect((await member.get('/api/auth/user')).json).toMatchObject({ isPremium: false, plan: 'free' });
    const [pending] = (await member.get('/api/subscriptions/mine')).json as TSubscription[];
    expect(pending).toMatchObject({ status: 'pending', planType: 'starter', paymentProvider: 'cashapp', amount: 97 });
    expect(pending!.instructions).toContain('$97');
    expect((await member.get('/api/billing/ledger')).json).toEqual([expect.objectContaining({ subscriptionId: pending!.id, state: 'verifying', receiptNumber: null })]);
    const queue = (await (await demo('operator')).get('/api/payments/queue')).json as TPaymentQueue;
    expect(queue.pending).toEqual([expect.objectContaining({ id: pending!.id, username: 'member', email: 'member@example.com' })]);
  });
});
