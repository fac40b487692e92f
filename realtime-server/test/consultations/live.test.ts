import { describe, expect, it } from 'vitest';
import type { TConsultation } from '@app/shared-types/consultations';
import { rooms } from '@app/shared-types/realtime';
import { person, type Person } from '../helpers/live-training';
import { paidMember } from '../helpers/membership';
import { connectSocket, emitWithAck, type TestSocket } from '../helpers/socket-client';
import { appSuite, type TestServer } from '../helpers/test-app';
import { book, freshDate } from '../helpers/consultations';

/**
 * /consultations live: operators follow the firm's schedule in the `consultations` room; each
 * member's own bookings reach their `user:<id>` room, wherever the change was made.
 */
let server: TestServer;
let operator: Person;
const open = appSuite(
  async (app) => {
    server = app;
    operator = await person(server, 'operator');
  },
  { closeSockets: 'afterEach' },
);

async function tab(who: Person | null, room?: string): Promise<TestSocket> {
  const socket = await connectSocket(server.url, who?.cookieHeader);
  open.push(socket);
  if (room) {
    const ack = await emitWithAck(socket, 'room:join', { room });
    if (!ack.ok) throw new Error(`join failed: ${JSON.stringify(ack.error)}`);
  }
  return socket;
}

/** A member on the Premium plan (no monthly limit in the way of these tests). */
async function premiumMember(): Promise<Person> {
  const member = await person(server);
  await paidMember(member, operator, 'premium');
  return member;
}

type Seen = { event: string; c: TConsultation };
/** Every consultation event a socket receives, in order. */
function watch(socket: TestSocket): Seen[] {
  const seen: Seen[] = [];
  for (const event of ['consultation:booked', 'consultation:rescheduled', 'consultation:cancelled', 'consultation:updated']) {
    (socket as unknown as { on: (e: string, cb: (c: TConsultation) => void) => void }).on(event, (c) => seen.push({ event, c }));
  }
  return seen;
}
const of = (seen: Seen[], id: string) => seen.filter((s) => s.c.id === id).map((s) => `${s.event} ${s.c.status} ${s.c.preferredTime}`);

/**
 * Events reach a socket in the order they were sent: once an operator's marker booking has arrived,
 * any duplicate of an earlier event would have arrived before it.
 */
async function settle(seen: Seen[]): Promise<void> {
  const marker = await book(operator, freshDate('thursday'), '16:00');
  await expect.poll(() => seen.some((s) => s.c.id === marker.id)).toBe(true);
}

describe('the operators\u2019 consultations room', () => {
  it('shows an operator a member\u2019s booking, reschedule and cancellation once each, with phone, description and category', async () => {
    const opTab = await tab(operator, rooms.consultations);
    const seen = watch(opTab);
    const member = await premiumMember();
    const date = freshDate('monday');
    const c = await book(member, date, '10:00', { phone: '555-0199', serviceType: 'hr-services', message: 'Two new hires in Virginia and payroll setup.' });
    await expect.poll(() => of(seen, c.id)).toEqual(['consultation:booked scheduled 10:00']);
    const booked = seen.find((s) => s.c.id === c.id)!.c;
    expect(booked).toMatchObject({ phone: '555-0199', serviceType: 'hr-services', message: 'Two new hires in Virginia and payroll setup.', userId: member.user.id });

    expect((await member.request('PUT', `/api/consultations/${c.id}/reschedule`, { body: { scheduledDate: `${date}T13:00:00` } })).status).toBe(200);
    expect((await member.request('PUT', `/api/consultations/${c.id}/cancel`)).status).toBe(200);
    await settle(seen);
    expect(of(seen, c.id)).toEqual(['consultation:booked scheduled 10:00', 'consultation:rescheduled rescheduled 13:00', 'consultation:cancelled cancelled 13:00']);
  });

  it('sends an operator\u2019s own booking once although their socket is in both rooms', async () => {
    const opTab = await tab(operator, rooms.consultations);
    const seen = watch(opTab);
    const own = await book(operator, freshDate('wednesday'), '11:00');
    await settle(seen);
    expect(of(seen, own.id)).toEqual(['consultation:booked scheduled 11:00']);
  });

  it('refuses members and visitors; a member who was never let in hears nothing of others\u2019 bookings', async () => {
    const member = await premiumMember();
    const memberTab = await tab(member);
    expect(await emitWithAck(memberTab, 'room:join', { room: rooms.consultations })).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    const visitorTab = await tab(null);
    expect(await emitWithAck(visitorTab, 'room:join', { room: rooms.consultations })).toMatchObject({ ok: false, error: { code: 'UNAUTHENTICATED' } });
    const instructor = await person(server, 'instructor');
    expect((await emitWithAck(await tab(instructor), 'room:join', { room: rooms.consultations })).ok).toBe(false);

    const memberSeen = watch(memberTab);
    const other = await premiumMember();
    const opSeen = watch(await tab(operator, rooms.consultations));
    const theirs = await book(other, freshDate('monday'), '14:00');
    await expect.poll(() => of(opSeen, theirs.id).length).toBe(1);
    await settle(opSeen);
    expect(memberSeen).toEqual([]);
  });
});

describe('a member\u2019s own room', () => {
  it('brings an operator\u2019s reschedule and cancellation of a member\u2019s booking to the member\u2019s other tab', async () => {
    const member = await premiumMember();
    const secondTab = await tab(member, rooms.user(member.user.id));
    const seen = watch(secondTab);
    const date = freshDate('wednesday');
    const c = await book(member, date, '10:00');
    await expect.poll(() => of(seen, c.id)).toEqual(['consultation:booked scheduled 10:00']);

    const moved = await operator.request('PUT', `/api/consultations/${c.id}/reschedule`, { body: { scheduledDate: `${date}T15:00:00` } });
    expect(moved.status).toBe(200);
    await expect.poll(() => of(seen, c.id)).toEqual(['consultation:booked scheduled 10:00', 'consultation:rescheduled rescheduled 15:00']);
    expect(seen.at(-1)!.c.sequence).toBe(moved.json.sequence);

    expect((await operator.request('PUT', `/api/consultations/${c.id}/cancel`)).status).toBe(200);
    await expect.poll(() => of(seen, c.id).at(-1)).toBe('consultation:cancelled cancelled 15:00');
  });
});
