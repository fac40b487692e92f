import { describe, expect, it } from 'vitest';
import { rooms } from '@app/shared-types/realtime';
import { appSuite, type TestServer } from './helpers/test-app';
import { HttpClient } from './helpers/http-client';
import { connectSocket, emitWithAck, nextEvent } from './helpers/socket-client';

let server: TestServer;
const open = appSuite((app) => (server = app), { closeSockets: 'afterEach' });

async function socketFor(client?: HttpClient) {
  const socket = await connectSocket(server.url, client?.cookieHeader);
  open.push(socket);
  return socket;
}

/** Runs `action` and waits until `tab` is told its session expired and is disconnected. */
async function endsSession(tab: Awaited<ReturnType<typeof socketFor>>, action: () => Promise<unknown>) {
  const expired = nextEvent(tab, 'session:expired');
  const disconnected = nextEvent(tab, 'disconnect');
  await action();
  await expired;
  await disconnected;
}

describe('socket authentication and rooms', () => {
  it('lets a visitor connect but not join any user room', async () => {
    const member = new HttpClient(server.url);
    const user = await member.register('socket-member');
    const visitor = await socketFor();
    const ack = await emitWithAck(visitor, 'room:join', { room: rooms.user(user.id) });
    expect(ack).toEqual({ ok: false, error: expect.objectContaining({ code: 'UNAUTHENTICATED' }) });
  });

  it("lets a member join their own user room but not another member's", async () => {
    const alice = new HttpClient(server.url);
    const a = await alice.register('socket-alice');
    const bob = new HttpClient(server.url);
    const b = await bob.register('socket-bob');
    const socket = await socketFor(alice);
    expect(await emitWithAck(socket, 'room:join', { room: rooms.user(a.id) })).toEqual({ ok: true, data: undefined });
    const denied = await emitWithAck(socket, 'room:join', { room: rooms.user(b.id) });
    expect(denied).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
  });

  it('answers invalid payloads and unknown rooms with an error ack', async () => {
    const socket = await socketFor();
    const invalid = await emitWithAck(socket, 'room:join', { room: 42 });
    expect(invalid).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    const internal = await emitWithAck(socket, 'room:join', { room: 'sid:abc' });
    expect(internal).toMatchObject({ ok: false });
    const unknown = await emitWithAck(socket, 'room:join', { room: 'ledger:abc' });
    expect(unknown).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    // A known kind of room this socket may not watch (SMS campaigns are for operators).
    const notYours = await emitWithAck(socket, 'room:join', { room: 'campaign:abc' });
    expect(notYours).toMatchObject({ ok: false });
  });

  it('answers a command sent with more than one payload with an error ack instead of leaving it waiting', async () => {
    const socket = await socketFor();
    const ack = await new Promise((resolve) => (socket.emit as (...args: unknown[]) => void)('room:join', { room: 'feed' }, 'extra', resolve));
    expect(ack).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
  });

  it('tells the other tabs of a browser session when it signs out, then drops their identity', async () => {
    const browser = new HttpClient(server.url);
    await browser.register('two-tabs');
    const otherTab = await socketFor(browser);
    const elsewhere = new HttpClient(server.url);
    await elsewhere.login('two-tabs');
    const otherDevice = await socketFor(elsewhere);

    let otherDeviceExpired = false;
    otherDevice.on('session:expired', () => (otherDeviceExpired = true));
    await endsSession(otherTab, async () => expect((await browser.post('/api/logout')).status).toBe(204));
    // Another browser signed in as the same user keeps its own session.
    expect(otherDeviceExpired).toBe(false);
    expect(otherDevice.connected).toBe(true);
    expect((await elsewhere.get('/api/user')).status).toBe(200);
  });

  it("ends the old identity's sockets when the browser signs in as someone else", async () => {
    const browser = new HttpClient(server.url);
    const alice = await browser.register('switch-alice');
    const bob = await new HttpClient(server.url).register('switch-bob');
    const aliceTab = await socketFor(browser);
    expect(await emitWithAck(aliceTab, 'room:join', { room: rooms.user(alice.id) })).toEqual({ ok: true, data: undefined });
    const aliceElsewhere = new HttpClient(server.url);
    await aliceElsewhere.login('switch-alice');
    const otherDevice = await socketFor(aliceElsewhere);

    await endsSession(aliceTab, () => browser.login('switch-bob'));
    expect(otherDevice.connected).toBe(true);

    // The tab's next connection carries the browser's new identity, and only that.
    const reconnected = await socketFor(browser);
    expect(await emitWithAck(reconnected, 'room:join', { room: rooms.user(bob.id) })).toEqual({ ok: true, data: undefined });
    expect(await emitWithAck(reconnected, 'room:join', { room: rooms.user(alice.id) })).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
  });

  it("ends the old identity's sockets when the browser signs up a new account while signed in", async () => {
    const browser = new HttpClient(server.url);
    await browser.register('before-signup');
    const tab = await socketFor(browser);
    await endsSession(tab, () => browser.register('after-signup'));
  });

  it('moves the tabs to the new session without a sign-out notice when the same user signs in again', async () => {
    const browser = new HttpClient(server.url);
    await browser.register('same-again');
    const tab = await socketFor(browser);
    let toldExpired = false;
    tab.on('session:expired', () => (toldExpired = true));
    const disconnected = nextEvent(tab, 'disconnect');
    await browser.login('same-again');
    // Disconnected so it reconnects with the new session cookie (a later sign-out must reach it).
    expect(await disconnected).toBe('io server disconnect');
    expect(toldExpired).toBe(false);
  });
});
