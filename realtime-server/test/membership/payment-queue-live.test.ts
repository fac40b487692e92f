import { describe, expect, it } from 'vitest';
import { rooms } from '@app/shared-types/realtime';
import type { MembershipEvents, TPaymentQueue } from '@app/shared-types/membership/model';
import { person, record, type Person } from '../helpers/live-training';
import { approve, paidMember, subscribe } from '../helpers/membership';
import { connectSocket, emitWithAck, nextEvent } from '../helpers/socket-client';
import { appSuite, type TestServer } from '../helpers/test-app';

let server: TestServer;
const open = appSuite((app) => (server = app), { closeSockets: 'afterEach' });

type Queued = Parameters<MembershipEvents['payment:queued']>[0];
type Dequeued = Parameters<MembershipEvents['payment:dequeued']>[0];
type UpgradeQueued = Parameters<MembershipEvents['upgrade:queued']>[0];
type UpgradeDequeued = Parameters<MembershipEvents['upgrade:dequeued']>[0];

async function queueTab(client: Person | null) {
  const socket = await connectSocket(server.url, client?.cookieHeader);
  open.push(socket);
  return { socket, ack: await emitWithAck(socket, 'room:join', { room: rooms.payments }) };
}
const queueOf = async (operator: Person) => (await operator.get('/api/payments/queue')).json as TPaymentQueue;
const quiet = () => new Promise((r) => setTimeout(r, 250));

describe('the operators’ payment queue, live', () => {
  it('is an operators-only room', async () => {
    expect((await queueTab(null)).ack).toMatchObject({ ok: false, error: { code: 'UNAUTHENTICATED' } });
    expect((await queueTab(await person(server))).ack).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    expect((await queueTab(await person(server, 'instructor'))).ack).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
  });

  it('lists every pending Cash App payment in the pending list, and nothing in the refunds list until one is asked for', async () => {
    const operator = await person(server, 'operator');
    const [ana, ben] = [await person(server), await person(server)];
    const paid = [(await subscribe(ana, 'starter')).subscription, (await subscribe(ben, 'professional')).subscription];
    const queue = await queueOf(operator);
    const mine = queue.pending.filter((p) => paid.some((s) => s.id === p.id));
    expect(mine.map((p) => [p.username, p.planType, p.amount, p.status])).toEqual([
      [ana.user.username, 'starter', 97, 'pending'],
      [ben.user.username, 'professional', 197, 'pending'],
    ]);
    expect(queue.refunds.some((r) => paid.some((s) => s.id === r.id))).toBe(false);
  });

  it('shows new Cash App payments to every operator and removes another operator’s decisions without a reload', async () => {
    const [first, second] = [await person(server, 'operator'), await person(server, 'operator')];
    const [a, b] = [await queueTab(first), await queueTab(second)];
    expect(a.ack).toMatchObject({ ok: true });
    expect(b.ack).toMatchObject({ ok: true });

    const member = await person(server);
    const arrivals = [nextEvent<Queued>(a.socket, 'payment:queued'), nextEvent<Queued>(b.socket, 'payment:queued')];
    const { subscription } = await subscribe(member, 'professional');
    for (const arrived of await Promise.all(arrivals)) {
      expect(arrived).toMatchObject({ list: 'pending', payment: { id: subscription.id, username: member.user.username, planType: 'professional', amount: 197, status: 'pending' } });
    }

    // The first operator approves: the second one's queue loses the row at once.
    const gone = nextEvent<Dequeued>(b.socket, 'payment:dequeued');
    await approve(first, subscription.id);
    expect(await gone).toEqual({ list: 'pending', id: subscription.id, status: 'active' });

    // A rejection by the second operator reaches the first.
    const other = await person(server);
    const queued = nextEvent<Queued>(a.socket, 'payment:queued');
    const { subscription: doubtful } = await subscribe(other, 'starter');
    await queued;
    const rejected = nextEvent<Dequeued>(a.socket, 'payment:dequeued');
    expect((await second.post(`/api/payments/${doubtful.id}/reject`, { note: 'No matching transfer' })).status).toBe(200);
    expect(await rejected).toEqual({ list: 'pending', id: doubtful.id, status: 'rejected' });

    // The member withdrawing a pending payment leaves the queue too.
    const third = await person(server);
    const { subscription: withdrawn } = await subscribe(third, 'starter');
    const left = nextEvent<Dequeued>(b.socket, 'payment:dequeued');
    await third.post('/api/subscriptions/mine/cancel');
    expect(await left).toEqual({ list: 'pending', id: withdrawn.id, status: 'cancelled' });
  });

  it('lists refund requests live and removes them when recorded', async () => {
    const operator = await person(server, 'operator');
    const tab = await queueTab(operator);
    const member = await person(server);
    const { subscription } = await subscribe(member, 'starter');
    await approve(operator, subscription.id);
    const asked = nextEvent<Queued>(tab.socket, 'payment:queued');
    expect((await member.post('/api/subscriptions/mine/refund', { reason: 'Not for us' })).status).toBe(200);
    expect(await asked).toMatchObject({ list: 'refunds', payment: { id: subscription.id, username: member.user.username } });
    const done = nextEvent<Dequeued>(tab.socket, 'payment:dequeued');
    await operator.post(`/api/payments/${subscription.id}/refund`);
    expect(await done).toEqual({ list: 'refunds', id: subscription.id, status: 'refunded' });
  });

  it('shows plan upgrades paid by Cash App to every operator, and takes them out on another operator’s decision', async () => {
    const [first, second] = [await person(server, 'operator'), await person(server, 'operator')];
    const [a, b] = [await queueTab(first), await queueTab(second)];
    const member = await person(server);
    await paidMember(member, first, 'starter');

    const arrivals = [nextEvent<UpgradeQueued>(a.socket, 'upgrade:queued'), nextEvent<UpgradeQueued>(b.socket, 'upgrade:queued')];
    const quote = (await member.post('/api/subscriptions/mine/change', { planId: 'premium' })).json as { amountDue: number };
    const listed = ((await first.get('/api/subscriptions/upgrades')).json as UpgradeQueued['payment'][]).find((r) => r.username === member.user.username)!;
    for (const arrived of await Promise.all(arrivals)) {
      // The row as the list's snapshot has it: the plan asked for and the prorated amount to find.
      expect(arrived.payment).toEqual(listed);
      expect(arrived.payment).toMatchObject({ username: member.user.username, planType: 'premium', amount: quote.amountDue / 100 });
    }

    const gone = nextEvent<UpgradeDequeued>(b.socket, 'upgrade:dequeued');
    expect((await first.post(`/api/subscriptions/${listed.id}/upgrade/approve`)).status).toBe(200);
    expect(await gone).toEqual({ id: listed.id, decision: 'approved' });

    // A rejection reaches the other operator the same way.
    const other = await person(server);
    await paidMember(other, first, 'starter');
    const queued = nextEvent<UpgradeQueued>(a.socket, 'upgrade:queued');
    await other.post('/api/subscriptions/mine/change', { planId: 'professional' });
    const { payment } = await queued;
    const rejected = nextEvent<UpgradeDequeued>(a.socket, 'upgrade:dequeued');
    expect((await second.post(`/api/subscriptions/${payment.id}/upgrade/reject`)).status).toBe(200);
    expect(await rejected).toEqual({ id: payment.id, decision: 'rejected' });
  });

  it('an operator back from a disconnection gets the whole queue again', async () => {
    const operator = await person(server, 'operator');
    const tab = await queueTab(operator);
    tab.socket.disconnect();
    const member = await person(server);
    const { subscription } = await subscribe(member, 'premium');
    const again = await queueTab(operator);
    expect(again.ack).toMatchObject({ ok: true });
    expect((await queueOf(operator)).pending.map((p) => p.id)).toContain(subscription.id);
  });

  it('an operator who loses the role stops receiving the queue at once', async () => {
    const demoted = await person(server, 'operator');
    const tab = await queueTab(demoted);
    const heard = record<Queued>(tab.socket, 'payment:queued');
    const told = nextEvent(tab.socket, 'user:updated');
    await server.users.setRole(demoted.user.id, 'member');
    await told;
    await subscribe(await person(server), 'starter');
    await quiet();
    expect(heard).toEqual([]);
  });
});
