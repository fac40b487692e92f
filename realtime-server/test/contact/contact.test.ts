import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES_PER_HOUR, type TContactMessage, type TContactPage } from '@app/shared-types/contact';
import { rooms } from '@app/shared-types/realtime';
import { HttpClient } from '../helpers/http-client';
import { person, record, unknownId } from '../helpers/live-training';
import { connectSocket, emitWithAck, nextEvent } from '../helpers/socket-client';
import { useSuiteApp } from '../helpers/suite-app';

const valid = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Dana',
  lastName: 'Reyes',
  email: 'dana@example.com',
  phone: '555-0100',
  serviceInterest: 'sam-registration',
  message: 'We need help renewing our SAM registration this month.',
  isUrgent: false,
  smsOptIn: false,
  ...overrides,
});

describe('contact messages and the operators inbox', () => {
  const app = useSuiteApp({}, { withMember: true });

  const inboxTab = async (client: HttpClient) => {
    const socket = await connectSocket(app.server.url, client.cookieHeader);
    app.sockets.push(socket);
    return socket;
  };

  it("answers every bad input with the spec's message and stores nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [valid({ firstName: '' }), 'First name is required'],
      [valid({ firstName: undefined }), 'First name is required'],
      [valid({ lastName: '  ' }), 'Last name is required'],
      [valid({ email: 'not-an-email' }), 'Invalid email'],
      [valid({ message: 'too short' }), 'Message must be at least 10 characters'],
      [valid({ serviceInterest: 'astrology' }), 'Please select a service'],
      [valid({ message: 'x'.repeat(5001) }), 'Message must be at most 5000 characters'],
    ];
    for (const [body, message] of cases) {
      const res = await app.member.post('/api/contact', body);
      expect(res.status, message).toBe(400);
      expect(res.json.message).toBe(message);
    }
    const page = (await app.operator.get('/api/contacts')).json as TContactPage;
    expect(page.total).toBe(0);
  });

  it('takes the sender from the session, never from the body, and keeps smsOptIn', async () => {
    const res = await app.member.post('/api/contact', valid({ userId: unknownId(), smsOptIn: true, phone: '' }));
    expect(res.status).toBe(201);
    const sent = res.json as TContactMessage;
    expect(sent).toMatchObject({ userId: app.member.user.id, smsOptIn: true, phone: null, status: 'new', isUrgent: false });
    const raw = await app.server.database.connection.db!.collection('contact_messages').findOne({ email: 'dana@example.com' });
    expect(raw).toMatchObject({ smsOptIn: true, userId: app.member.user.id, status: 'new' });
  });

  it('lets only operators read the inbox or change a message', async () => {
    const visitor = new HttpClient(app.server.url);
    expect((await visitor.get('/api/contacts')).status).toBe(401);
    expect((await app.member.get('/api/contacts')).status).toBe(403);
    const { items } = (await app.operator.get('/api/contacts')).json as TContactPage;
    const id = items[0]!.id;
    expect((await app.member.request('PUT', `/api/contacts/${id}/read`)).status).toBe(403);
    expect((await app.member.request('PUT', `/api/contacts/${id}/handled`)).status).toBe(403);
    expect((await visitor.request('PUT', `/api/contacts/${id}/handled`)).status).toBe(401);
    expect(((await app.operator.get('/api/contacts')).json as TContactPage).items[0]!.status).toBe('new');
  });

  it('pushes new and urgent messages live to every operator tab and never to a member', async () => {
    const [opA, opB, memberTab] = [await inboxTab(app.operator), await inboxTab(await person(app.server, 'operator')), await inboxTab(app.member)];
    expect((await emitWithAck(opA, 'room:join', { room: rooms.contacts })).ok).toBe(true);
    expect((await emitWithAck(opB, 'room:join', { room: rooms.contacts })).ok).toBe(true);
    const refused = await emitWithAck(memberTab, 'room:join', { room: rooms.contacts });
    expect(refused).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    const anonymous = await connectSocket(app.server.url);
    app.sockets.push(anonymous);
    expect((await emitWithAck(anonymous, 'room:join', { room: rooms.contacts })).ok).toBe(false);
    const leaked = [...record(memberTab, 'contact:received'), ...record(anonymous, 'contact:received')];
    const seenByMember = record<TContactMessage>(memberTab, 'contact:received');

    const arrivals = [nextEvent<TContactMessage>(opA, 'contact:received'), nextEvent<TContactMessage>(opB, 'contact:received')];
    const res = await app.member.post('/api/contact', valid({ isUrgent: true, message: 'Our SAM registration expires tomorrow, please call.' }));
    expect(res.status).toBe(201);
    for (const got of await Promise.all(arrivals)) expect(got).toMatchObject({ id: res.json.id, isUrgent: true, status: 'new' });

    // Read and handled reach every operator tab too.
    const readEvents = [nextEvent<TContactMessage>(opA, 'contact:updated'), nextEvent<TContactMessage>(opB, 'contact:updated')];
    const read = await app.operator.request('PUT', `/api/contacts/${res.json.id}/read`);
    expect(read.json).toMatchObject({ status: 'read' });
    for (const got of await Promise.all(readEvents)) expect(got).toMatchObject({ id: res.json.id, status: 'read' });
    await new Promise((r) => setTimeout(r, 200));
    expect(leaked).toEqual([]);
    expect(seenByMember).toEqual([]);
  });

  it('filters, pages and moves messages from new to read to handled', async () => {
    await app.member.post('/api/contact', valid({ serviceInterest: 'tax-preparation', message: 'Question about quarterly estimated taxes.' }));
    const urgent = (await app.operator.get('/api/contacts?urgent=true')).json as TContactPage;
    expect(urgent.items.length).toBe(1);
    expect(urgent.items.every((m) => m.isUrgent)).toBe(true);
    const tax = (await app.operator.get('/api/contacts?serviceInterest=tax-preparation')).json as TContactPage;
    expect(tax.items.map((m) => m.serviceInterest)).toEqual(['tax-preparation']);
    const firstPage = (await app.operator.get('/api/contacts?pageSize=2&page=1')).json as TContactPage;
    const secondPage = (await app.operator.get('/api/contacts?pageSize=2&page=2')).json as TContactPage;
    expect(firstPage.total).toBe(3);
    expect(firstPage.items).toHaveLength(2);
    expect(secondPage.items).toHaveLength(1);
    expect(firstPage.items[0]!.serviceInterest).toBe('tax-preparation');
    expect((await app.operator.get('/api/contacts?status=done')).json.message).toBe('status must be new, read or handled');

    const id = tax.items[0]!.id;
    const handled = (await app.operator.request('PUT', `/api/contacts/${id}/handled`)).json as TContactMessage;
    expect(handled).toMatchObject({ status: 'handled', handledBy: app.operator.user.id });
    expect(handled.readAt).not.toBeNull();
    // Reading a handled message does not reopen it.
    expect((await app.operator.request('PUT', `/api/contacts/${id}/read`)).json).toMatchObject({ status: 'handled' });
    const handledList = (await app.operator.get('/api/contacts?status=handled')).json as TContactPage;
    expect(handledList.items.map((m) => m.id)).toEqual([id]);
    expect((await app.operator.request('PUT', `/api/contacts/${unknownId()}/read`)).status).toBe(404);
  });

  it('limits how many messages one visitor address can send', async () => {
    const visitor = new HttpClient(app.server.url);
    for (let i = 0; i < CONTACT_MESSAGES_PER_HOUR; i++) {
      const res = await visitor.post('/api/contact', valid({ email: `visitor${i}@example.com` }));
      expect(res.status).toBe(201);
      expect(res.json.userId).toBeNull();
    }
    const refused = await new HttpClient(app.server.url).post('/api/contact', valid());
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe('Too many messages. Please try again later or call us directly.');
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // A signed-in member counts against their own account, not the shared address.
    expect((await app.member.post('/api/contact', valid())).status).toBe(201);
  });
});
