import { describe, expect, it } from 'vitest';
import { rooms } from '@app/shared-types/realtime';
import type { TUser } from '@app/shared-types/auth';
import { MEMBERSHIP_MESSAGES, type TSubscription } from '@app/shared-types/membership';
import { EXPIRY_JOB } from '../../src/modules/membership/membership.jobs';
import { subscriptionModel } from '../../src/modules/membership/subscription.model';
import { createPost } from '../helpers/community';
import { HttpClient } from '../helpers/http-client';
import { person } from '../helpers/live-training';
import { approve, subscribe } from '../helpers/membership';
import { connectSocket, emitWithAck, nextEvent } from '../helpers/socket-client';
import { appSuite, type TestServer } from '../helpers/test-app';

let server: TestServer;
const open = appSuite((app) => (server = app), { closeSockets: 'afterEach' });

const me = async (client: { get: (p: string) => Promise<{ json: unknown }> }) => (await client.get('/api/auth/user')).json as TUser;

describe('plans and payment methods', () => {
  it('lists the spec plans and says which methods work without card credentials', async () => {
    const member = await person(server);
    const plans = (await member.get('/api/plans')).json as { id: string; price: number; badge: string | null; maxTrainingSessionsPerMonth: number; maxConsultationsPerMonth: number }[];
    expect(plans.map((p) => [p.id, p.price, p.badge])).toEqual([
      ['free', 0, null],
      ['starter', 97, null],
      ['professional', 197, 'Most Popular'],
      ['premium', 297, 'Best Value'],
    ]);
    expect(plans.map((p) => [p.maxTrainingSessionsPerMonth, p.maxConsultationsPerMonth])).toEqual([[0, 0], [2, 0], [-1, 1], [-1, -1]]);
    expect((await member.get('/api/payment-methods')).json).toEqual({ square: false, paypal: false, cashapp: true });
    expect((await member.get('/api/payments/status')).json).toMatchObject({ square: { configured: false }, paypal: { configured: false } });
  });

  it('refuses a tampered amount, the free plan, an unavailable method and visitors, storing nothing', async () => {
    const member = await person(server);
    const Subscriptions = subscriptionModel(server.database.connection);
    const tampered = await member.post('/api/subscribe', { planId: 'professional', paymentMethod: 'cashapp', amount: 1, userId: 'someone-else' });
    expect(tampered.status).toBe(400);
    expect(tampered.json.message).toBe(MEMBERSHIP_MESSAGES.amountMismatch);
    const free = await member.post('/api/subscribe', { planId: 'free', paymentMethod: 'cashapp', amount: 1 });
    expect(free.status).toBe(400);
    const square = await member.post('/api/subscribe', { planId: 'starter', paymentMethod: 'square', amount: 97 });
    expect(square.status).toBe(400);
    expect(square.json.errors).toEqual([{ path: 'paymentMethod', message: 'Payment Method Unavailable' }]);
    const visitor = await new HttpClient(server.url).post('/api/subscribe', { planId: 'starter', paymentMethod: 'cashapp', amount: 97 });
    expect(visitor.status).toBe(401);
    expect(await Subscriptions.countDocuments({ userId: member.user.id })).toBe(0);
    expect((await me(member)).isPremium).toBe(false);
  });
});

describe('the Cash App path', () => {
  it('pending grants nothing; approval turns the connected member premium live; expiry ends it live', async () => {
    const member = await person(server);
    const operator = await person(server, 'operator');
    const author = await person(server);
    await server.users.setPremium(author.user.id, true);

    // The member's open tab: on the feed, as a free member.
    const tab = await connectSocket(server.url, member.cookieHeader);
    open.push(tab);
    expect(await emitWithAck(tab, 'room:join', { room: rooms.feed })).toMatchObject({ ok: true });

    const { subscription, instructions } = await subscribe(member, 'professional');
    expect(subscription).toMatchObject({ status: 'pending', planType: 'professional', amount: 197, currency: 'USD', paymentProvider: 'cashapp', userId: member.user.id });
    expect(instructions).toContain('$197');
    expect(instructions).toContain('within 24 hours');
    expect((await me(member)).isPremium).toBe(false);
    const locked = nextEvent<{ post: { locked: boolean } }>(tab, 'post:created');
    await createPost(author, { content: 'CONFIDENTIAL before approval', isPremiumOnly: true });
    expect((await locked).post.locked).toBe(true);

    // A second subscription while one is pending is refused.
    expect((await member.post('/api/subscribe', { planId: 'starter', paymentMethod: 'cashapp', amount: 97 })).status).toBe(409);

    // The operator's queue shows it; a member cannot approve their own payment.
    const queue = (await operator.get('/api/payments/queue')).json as { pending: (TSubscription & { username: string })[] };
    expect(queue.pending.find((p) => p.id === subscription.id)).toMatchObject({ username: member.user.username });
    expect((await member.post(`/api/payments/${subscription.id}/approve`, {})).status).toBe(403);

    const updated = nextEvent<TUser>(tab, 'user:updated');
    const approved = await approve(operator, subscription.id);
    expect(approved).toMatchObject({ status: 'active', reviewedBy: operator.user.id });
    expect(approved.reviewedAt).toBeTruthy();
    expect(new Date(approved.expiresAt!).getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect(await updated).toMatchObject({ isPremium: true, plan: 'professional' });
    // Approving twice (another operator, a double click) decides nothing more.
    expect((await operator.post(`/api/payments/${subscription.id}/approve`, {})).status).toBe(409);

    // The same tab (no reload, no reconnect) asks for its room again, as the app does on user:updated.
    expect(await emitWithAck(tab, 'room:join', { room: rooms.feed })).toMatchObject({ ok: true });
    const full = nextEvent<{ post: { locked: boolean; content: string } }>(tab, 'post:created');
    await createPost(author, { content: 'CONFIDENTIAL for members', isPremiumOnly: true });
    expect((await full).post).toMatchObject({ locked: false, content: 'CONFIDENTIAL for members' });

    // The paid month runs out; the expiry job ends it and the tab hears at once.
    await subscriptionModel(server.database.connection).updateOne({ _id: subscription.id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const lapsed = nextEvent<TUser>(tab, 'user:updated');
    await server.jobs.agenda.now(EXPIRY_JOB, {});
    expect(await lapsed).toMatchObject({ isPremium: false, plan: 'free' });
    const closed = nextEvent<{ post: { locked: boolean; content: string | null } }>(tab, 'post:created');
    await createPost(author, { content: 'CONFIDENTIAL after expiry', isPremiumOnly: true });
    expect((await closed).post).toMatchObject({ locked: true, content: null });
    const mine = (await member.get('/api/subscriptions/mine')).json as TSubscription[];
    expect(mine[0]).toMatchObject({ id: subscription.id, status: 'expired' });
  });

  it('a rejected payment grants nothing and records who rejected it', async () => {
    const member = await person(server);
    const operator = await person(server, 'operator');
    const { subscription } = await subscribe(member, 'starter');
    const res = await operator.post(`/api/payments/${subscription.id}/reject`, { note: 'No transfer with this email' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'rejected', reviewedBy: operator.user.id });
    expect((await me(member)).isPremium).toBe(false);
    // The member may try again.
    expect((await subscribe(member, 'starter')).subscription.status).toBe('pending');
  });

  it('two operators approving at once: one approval, one 409', async () => {
    const member = await person(server);
    const [a, b] = await Promise.all([person(server, 'operator'), person(server, 'operator')]);
    const { subscription } = await subscribe(member, 'starter');
    const results = await Promise.all([a, b].map((op) => op.post(`/api/payments/${subscription.id}/approve`, {})));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

describe('checkout limits', () => {
  it('limits checkouts per member per hour with a 429', async () => {
    const member = await person(server);
    for (let i = 0; i < 10; i++) {
      await subscribe(member, 'starter');
      expect((await member.post('/api/subscriptions/mine/cancel')).status).toBe(200);
    }
    const refused = await member.post('/api/subscribe', { planId: 'starter', paymentMethod: 'cashapp', amount: 97 });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    // Another member is not affected.
    expect((await subscribe(await person(server), 'starter')).subscription.status).toBe('pending');
  });
});
