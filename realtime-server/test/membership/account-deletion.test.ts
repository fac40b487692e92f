import { describe, expect, it } from 'vitest';
import { PROVIDER_CANCEL_RETRY_JOB } from '../../src/modules/membership/membership.jobs';
import { person, type Person } from '../helpers/live-training';
import { cardProvidersSuite, deliverWebhook, memberWithEmail, squareInvoice, storedSubscription, subscribe, type CardProviders } from '../helpers/membership';
import type { TestServer } from '../helpers/test-app';

let server: TestServer;
let square: CardProviders['square'];
let paypal: CardProviders['paypal'];
cardProvidersSuite((app) => ({ server, square, paypal } = app));
const deliver = (path: string, delivery: { body: string; headers: Record<string, string> }) => deliverWebhook(server, path, delivery);
const deleteAccount = (member: Person) => member.request('DELETE', '/api/auth/user', { body: { password: 'secret-pass' } });
const cancelCalls = (fake: { requests: { path: string; status: number }[] }, providerId: string) =>
  fake.requests.filter((r) => r.path.endsWith(`/${providerId}/cancel`));

async function payingSquareMember() {
  const member = await memberWithEmail(server);
  const { subscription } = await subscribe(member, 'starter', 'square');
  const paid = square.webhook('invoice.payment_made', squareInvoice(`INV-${subscription.id}`, subscription.subscriptionId, 9700));
  expect((await deliver('/api/webhooks/square', paid)).status).toBe(200);
  expect(await storedSubscription(server, subscription.id)).toMatchObject({ status: 'active' });
  return { member, subscription };
}

describe('deleting an account with a card subscription', () => {
  it('cancels it at Square and marks it cancelled here', async () => {
    const { member, subscription } = await payingSquareMember();
    expect((await deleteAccount(member)).status).toBe(204);
    expect(square.subscriptions.get(subscription.subscriptionId!)!.status).toBe('CANCELED');
    expect(cancelCalls(square, subscription.subscriptionId!)).toHaveLength(1);
    expect(await storedSubscription(server, subscription.id)).toMatchObject({ status: 'cancelled', openFor: null, providerCancelPending: false, accountDeletedAt: expect.any(Date), providerCancelledAt: expect.any(Date) });
    expect(await server.users.findById(member.user.id)).toBeNull();
  });

  it('cancels a PayPal subscription still waiting for approval', async () => {
    const member = await person(server);
    const { subscription } = await subscribe(member, 'professional', 'paypal');
    expect((await deleteAccount(member)).status).toBe(204);
    expect(paypal.subscriptions.get(subscription.subscriptionId!)!.status).toBe('CANCELLED');
    expect(await storedSubscription(server, subscription.id)).toMatchObject({ status: 'cancelled', providerCancelPending: false });
  });

  it('deletes the account during a Square outage, then the retry job cancels it once Square is back', async () => {
    const { member, subscription } = await payingSquareMember();
    square.state.outage = true;
    try {
      expect((await deleteAccount(member)).status).toBe(204);
      expect(await server.users.findById(member.user.id)).toBeNull();
      expect(await storedSubscription(server, subscription.id)).toMatchObject({ status: 'cancelled', providerCancelPending: true, providerCancelAttempts: 1 });
      expect(square.subscriptions.get(subscription.subscriptionId!)!.status).not.toBe('CANCELED');

      // Still down: the job tries again, counts the attempt and keeps it pending.
      await server.jobs.agenda.now(PROVIDER_CANCEL_RETRY_JOB, {});
      await expect.poll(async () => (await storedSubscription(server, subscription.id))?.providerCancelAttempts).toBe(2);
      expect(await storedSubscription(server, subscription.id)).toMatchObject({ providerCancelPending: true });
    } finally {
      square.state.outage = false;
    }
    await server.jobs.agenda.now(PROVIDER_CANCEL_RETRY_JOB, {});
    await expect.poll(async () => (await storedSubscription(server, subscription.id))?.providerCancelPending).toBe(false);
    expect(square.subscriptions.get(subscription.subscriptionId!)!.status).toBe('CANCELED');
    expect(await storedSubscription(server, subscription.id)).toMatchObject({ status: 'cancelled', providerCancelAttempts: 3, providerCancelledAt: expect.any(Date) });
  });

  it('drops the closed history with the account and keeps only the cancelled record', async () => {
    const member = await person(server);
    const { subscription: withdrawn } = await subscribe(member, 'starter');
    expect((await member.post('/api/subscriptions/mine/cancel')).status).toBe(200);
    const { subscription: pending } = await subscribe(member, 'starter');
    expect((await deleteAccount(member)).status).toBe(204);
    expect(await storedSubscription(server, withdrawn.id)).toBeNull();
    expect(await storedSubscription(server, pending.id)).toMatchObject({ status: 'cancelled', providerCancelPending: false });
  });
});
