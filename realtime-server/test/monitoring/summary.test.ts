import { describe, expect, it } from 'vitest';
import { rooms } from '@app/shared-types/realtime';
import type { TMonitoringFigures } from '@app/shared-types/monitoring';
import { createPost, member } from '../helpers/community';
import { HttpClient } from '../helpers/http-client';
import { overview, signedInAs } from '../helpers/monitoring';
import { connectSocket, emitWithAck, nextEvent, type TestSocket } from '../helpers/socket-client';
import { appSuite, type TestServer } from '../helpers/test-app';

describe('GET /api/monitoring and the monitoring room', () => {
  let server: TestServer;
  const sockets = appSuite((app) => (server = app));

  /** A signed-in operator with a tab in the monitoring room. */
  const operatorWatching = async () => {
    const operator = await signedInAs(server);
    const socket = await connectSocket(server.url, operator.cookieValue);
    sockets.push(socket);
    expect(await emitWithAck(socket, 'room:join', { room: rooms.monitoring })).toEqual({ ok: true });
    return { operator, socket };
  };
  /** The stream sends about once a second: 2.5 s without an update means none come to this socket. */
  const expectNoUpdates = async (socket: TestSocket) => {
    let after = 0;
    socket.on('monitoring:update', () => after++);
    await new Promise((r) => setTimeout(r, 2500));
    expect(after).toBe(0);
  };

  it('reports exactly what the database holds after known writes', async () => {
    const operator = await signedInAs(server);
    const before = (await overview(operator)).summary;
    const alice = await member(server.url, 'alice');
    const bob = await member(server.url, 'bob');
    const post = await createPost(alice);
    await createPost(bob);
    for (const text of ['First comment here', 'Second comment here', 'Third comment here']) {
      const res = await bob.post(`/api/posts/${post.id}/comments`, { content: text });
      expect(res.status).toBe(201);
    }
    await server.users.setPremium(bob.user.id, true);

    const { summary, alerts } = await overview(operator);
    const db = server.database.connection.db!;
    expect(summary.totalUsers).toBe(await db.collection('users').countDocuments({}));
    expect(summary.totalUsers).toBe(before.totalUsers + 2);
    expect(summary.premiumUsers).toBe(before.premiumUsers + 1);
    expect(summary.totalPosts).toBe(await db.collection('posts').countDocuments({}));
    expect(summary.totalPosts).toBe(before.totalPosts + 2);
    expect(summary.totalComments).toBe(before.totalComments + 3);
    expect(summary.commentsPerPost).toBeCloseTo(summary.totalComments / summary.totalPosts);
    // Storage is the database's own figure (dbStats: data plus indexes).
    const stats = await db.command({ dbStats: 1 });
    expect(summary.storageUsed).toBeGreaterThan(0);
    expect(Math.abs(summary.storageUsed - (stats.storageSize + stats.indexSize))).toBeLessThan(64 * 1024);
    expect(summary.apiRequestsToday).toBeGreaterThan(before.apiRequestsToday);
    expect(summary.percents.users).toBeCloseTo((summary.totalUsers / 10_000) * 100);
    expect(summary.health.platform).toEqual({ label: 'Operational', tone: 'success' });
    expect(summary.recommendations.map((r) => r.title)).toEqual(['System Running Optimally']);
    expect(alerts).toEqual([]);
  });

  it('counts the compliance scan queue: scans waiting for a browser and scans under way', async () => {
    const operator = await signedInAs(server);
    const before = (await overview(operator)).summary;
    // Scans in each phase, as the scan queue leaves them (no browser needed to count them).
    const scans = server.database.connection.db!.collection('compliance_scans');
    const phases = [['running', 'queued'], ['running', 'queued'], ['running', 'queued'], ['running', 'loading'], ['running', 'checking'], ['completed', 'done'], ['failed', 'failed']] as const;
    const { insertedIds } = await scans.insertMany(phases.map(([status, phase]) => ({ url: 'http://127.0.0.1/', status, phase, createdAt: new Date() })));
    try {
      const { summary } = await overview(operator);
      expect(summary.scansQueued).toBe(before.scansQueued + 3);
      expect(summary.scansRunning).toBe(before.scansRunning + 2);
    } finally {
      await scans.deleteMany({ _id: { $in: Object.values(insertedIds) } });
    }
  });

  it('answers visitors 401 and members 403, over REST and for the room', async () => {
    const visitor = new HttpClient(server.url);
    expect((await visitor.get('/api/monitoring')).status).toBe(401);
    expect((await visitor.get('/api/monitoring/history')).status).toBe(401);
    const someone = await signedInAs(server, 'member');
    const instructor = await signedInAs(server, 'instructor');
    expect((await someone.get('/api/monitoring')).status).toBe(403);
    expect((await instructor.get('/api/monitoring/history?range=day')).status).toBe(403);

    const visitorSocket = await connectSocket(server.url);
    const memberSocket = await connectSocket(server.url, someone.cookieValue);
    sockets.push(visitorSocket, memberSocket);
    const visitorJoin = await emitWithAck(visitorSocket, 'room:join', { room: rooms.monitoring });
    const memberJoin = await emitWithAck(memberSocket, 'room:join', { room: rooms.monitoring });
    expect(visitorJoin).toMatchObject({ ok: false, error: { code: 'UNAUTHENTICATED' } });
    expect(memberJoin).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    let leaked = 0;
    memberSocket.on('monitoring:update', () => leaked++);
    visitorSocket.on('monitoring:update', () => leaked++);
    // An operator watching makes the stream run; the refused sockets still get nothing.
    const { socket: operatorSocket } = await operatorWatching();
    await nextEvent(operatorSocket, 'monitoring:update', 3000);
    await nextEvent(operatorSocket, 'monitoring:update', 3000);
    expect(leaked).toBe(0);
  });

  it('streams a compact update about once a second showing a new sign-up', async () => {
    const { socket } = await operatorWatching();
    const first = await nextEvent<TMonitoringFigures>(socket, 'monitoring:update', 3000);
    expect(JSON.stringify(first).length).toBeLessThan(600);
    const signUp = await member(server.url, 'newcomer');
    const deadline = Date.now() + 3000;
    let seen = first;
    while (seen.totalUsers < first.totalUsers + 1 && Date.now() < deadline) seen = await nextEvent<TMonitoringFigures>(socket, 'monitoring:update', 3000);
    expect(seen.totalUsers).toBe(first.totalUsers + 1);
    expect(signUp.user.id).toBeTruthy();
    expect(seen.sockets).toBeGreaterThanOrEqual(1);
    expect(seen.memoryRss).toBeGreaterThan(0);

    // Leaving the room stops the updates to this socket.
    expect(await emitWithAck(socket, 'room:leave', { room: rooms.monitoring })).toEqual({ ok: true });
    await new Promise((r) => setTimeout(r, 100));
    await expectNoUpdates(socket);
  });

  it('stops streaming to someone at once when they stop being an operator', async () => {
    const { operator, socket } = await operatorWatching();
    await nextEvent(socket, 'monitoring:update', 3000);
    await server.users.setRole(operator.user.id, 'member');
    await new Promise((r) => setTimeout(r, 200));
    await expectNoUpdates(socket);
    expect((await operator.get('/api/monitoring')).status).toBe(403);
  });

  it('rejects an unknown history range with a clear 400 and returns sampled points', async () => {
    const operator = await signedInAs(server);
    const bad = await operator.get('/api/monitoring/history?range=year');
    expect(bad.status).toBe(400);
    expect(bad.json.errors[0].message).toBe('range must be hour or day');
    const ok = await operator.get('/api/monitoring/history?range=hour');
    expect(ok.status).toBe(200);
    expect(ok.json.range).toBe('hour');
    expect(Array.isArray(ok.json.points)).toBe(true);
  });
});
