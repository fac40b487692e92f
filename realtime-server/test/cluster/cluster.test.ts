/**
 * The app on two nodes behind HAProxy, on Redis and the embedded store as its own process (the
 * cluster `npm run cluster` starts): what silently breaks when a second node appears.
 */
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSessionSnapshot } from '@app/shared-types/live-training';
import { startCluster, type Cluster } from '../../../scripts/cluster/cluster';
import { uniqueName } from '../helpers/community';
import { HttpClient } from '../helpers/http-client';
import { liveSession, register } from '../helpers/live-training';
import { io } from 'socket.io-client';
import { connectSocket, emitWithAck, nextEvent, type TestSocket } from '../helpers/socket-client';
import { approve, subscribe } from '../helpers/membership';
import { localServer, type LocalServer } from '../compliance/fixture-server';
import { watchScan } from '../compliance/scan-helpers';
import type { TMonitoringResponse } from '@app/shared-types/monitoring';
import type { TUser } from '@app/shared-types/auth';

type TallyEvent = { pollId: string; votes: Record<string, number> | null; totalVoters: number };

let cluster: Cluster;
let site: LocalServer;
const open: TestSocket[] = [];
const PER_USERNAME = 4;
const SAMPLE_SECONDS = 2;

beforeAll(async () => {
  site = await localServer('127.0.0.1', (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html lang="en"><head><title>Firm page</title></head><body><main><h1>Hello</h1><img src="x.png"></main></body></html>');
  });
  cluster = await startCluster({
    nodes: 2,
    seedDemoData: true,
    // CLUSTER_VERBOSE=1 prints every process's output, prefixed with its name.
    verbose: process.env.CLUSTER_VERBOSE === '1',
    env: { NODE_ENV: 'test', LOG_LEVEL: process.env.CLUSTER_VERBOSE === '1' ? 'info' : 'warn', AUTH_RATE_LIMIT_PER_USERNAME: String(PER_USERNAME), AUTH_RATE_LIMIT_MAX: '1000', AUTH_RATE_LIMIT_PER_ACCOUNT: '1000', JOBS_PROCESS_EVERY: '1 second', MONITORING_SAMPLE_SECONDS: String(SAMPLE_SECONDS), SCANNER_ALLOW_HOSTS: '127.0.0.1' },
  });
}, 240_000);
afterAll(async () => {
  for (const s of open) s.disconnect();
  await cluster?.stop();
  await site?.close();
}, 60_000);

/** A client of one node with the browser's cookies (a copy: its own answers do not change the browser's). */
function clientOn(node: 0 | 1, browser: HttpClient): HttpClient {
  const client = new HttpClient(cluster.nodes[node]!.url);
  client.setCookieHeader(browser.cookieHeader);
  return client;
}

/** The same browser (its cookies) talking to one node directly. */
function on(node: 0 | 1, browser: HttpClient) {
  const direct = new HttpClient(cluster.nodes[node]!.url);
  return {
    get: (path: string) => direct.request('GET', path, { headers: { Cookie: browser.cookieHeader } }),
    post: (path: string, body?: unknown) => direct.request('POST', path, { body, headers: { Cookie: browser.cookieHeader } }),
  };
}

async function newMember(base = cluster.url): Promise<HttpClient> {
  const client = new HttpClient(base);
  await client.register(uniqueName('cl'), 'secret-pass', { firstName: 'Clu', lastName: 'Ster' });
  return client;
}

async function tab(node: 0 | 1, browser: HttpClient, sessionId: string): Promise<TestSocket> {
  const socket = await connectSocket(cluster.nodes[node]!.url, browser.cookieHeader);
  open.push(socket);
  const joined = await emitWithAck(socket, 'room:join', { room: `session:${sessionId}` });
  expect(joined.ok).toBe(true);
  return socket;
}

function snapshot(socket: TestSocket, sessionId: string): Promise<TSessionSnapshot> {
  return new Promise((resolve, reject) =>
    (socket.emit as (e: string, p: unknown, ack: (r: { ok: boolean; data: TSessionSnapshot; error?: unknown }) => void) => void)('live:snapshot', { sessionId }, (r) =>
      r.ok ? resolve(r.data) : reject(new Error(JSON.stringify(r.error))),
    ),
  );
}

const eventually = async (check: () => Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 200));
  }
};

describe('two app nodes behind the balancer', () => {
  it('serves the site through HAProxy from both nodes', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${cluster.url}/readyz`);
      expect(res.status).toBe(200);
      seen.add(/NODE=(\w+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? '');
    }
    expect([...seen].sort()).toEqual(['node1', 'node2']);
  });

  it('counts sign-in failures spread over both nodes against one limit (Redis)', async () => {
    const victim = await newMember();
    const username = (await victim.get('/api/user')).json.username as string;
    const attacker = new HttpClient(cluster.url);
    const statuses: number[] = [];
    for (let i = 0; i < PER_USERNAME + 2; i++) {
      const node = cluster.nodes[i % 2]!;
      statuses.push((await new HttpClient(node.url).post('/api/login', { username, password: `wrong-${i}` })).status);
    }
    // Per-process memory would allow PER_USERNAME failures on each node before refusing.
    expect(statuses.slice(0, PER_USERNAME)).toEqual(Array(PER_USERNAME).fill(401));
    expect(statuses.slice(PER_USERNAME)).toEqual([429, 429]);
    expect((await attacker.post('/api/login', { username, password: 'wrong-again' })).status).toBe(429);
  });

  it('stops accepting a session signed out on one node on the other node at once (its cache dropped before the answer)', async () => {
    for (let i = 0; i < 5; i++) {
      const browser = await newMember();
      expect((await on(1, browser).get('/api/user')).status).toBe(200); // node 2 caches the session
      expect((await on(0, browser).post('/api/logout')).status).toBeLessThan(300);
      expect((await on(1, browser).get('/api/user')).status).toBe(401);
    }
  });

  it("ends a changed password's other sessions and sockets on the other node at once, and keeps the changing browser's", async () => {
    const browser = await newMember();
    const username = (await browser.get('/api/user')).json.username as string;
    const laptop = new HttpClient(cluster.nodes[1]!.url);
    await laptop.login(username, 'secret-pass');
    expect((await laptop.get('/api/user')).status).toBe(200); // node 2 caches the laptop's session
    const laptopTab = await connectSocket(cluster.nodes[1]!.url, laptop.cookieHeader);
    const ownTab = await connectSocket(cluster.nodes[1]!.url, browser.cookieHeader);
    open.push(laptopTab, ownTab);
    const dropped = nextEvent<string>(laptopTab, 'disconnect', 10_000);

    expect((await on(0, browser).post('/api/auth/user/password', { currentPassword: 'secret-pass', newPassword: 'changed-pass' })).status).toBe(204);
    expect((await laptop.get('/api/user')).status).toBe(401);
    expect(await dropped).toBe('io server disconnect');
    expect((await on(1, browser).get('/api/user')).status).toBe(200);
    expect(ownTab.connected).toBe(true);
  });

  it('never serves a feed page cached on one node after a like acknowledged by the other, and pushes new posts to sockets on both', async () => {
    const author = await newMember();
    const reader = await newMember();
    const listeners = [await connectSocket(cluster.nodes[0]!.url, reader.cookieHeader), await connectSocket(cluster.nodes[1]!.url, reader.cookieHeader)];
    open.push(...listeners);
    for (const s of listeners) expect((await emitWithAck(s, 'room:join', { room: 'feed' })).ok).toBe(true);
    const created = listeners.map((s) => nextEvent<{ post: { title: string } }>(s, 'post:created', 10_000));
    const post = (await on(0, author).post('/api/posts', { title: 'Across nodes', content: 'Posted on node one, seen on node two.', category: 'general' })).json as { id: string };
    for (const event of await Promise.all(created)) expect(event.post.title).toBe('Across nodes');

    const likes = async () => ((await on(1, reader).get('/api/posts')).json as { posts: { id: string; likesCount: number }[] }).posts.find((p) => p.id === post.id)?.likesCount;
    // Like and unlike on node 1, each read back at once from node 2, which cached the page just before.
    for (let i = 0; i < 10; i++) {
      expect(await likes()).toBe(i % 2);
      expect((await on(0, reader).post(`/api/posts/${post.id}/like`)).status).toBe(200);
      expect(await likes()).toBe((i + 1) % 2);
    }
  });

  it('runs a scheduled job once per due time across the cluster (agenda’s lock), not once per node', async () => {
    const mongo = await MongoClient.connect(cluster.mongoUri);
    try {
      const samples = mongo.db().collection('system_metrics');
      const since = new Date();
      await new Promise((r) => setTimeout(r, SAMPLE_SECONDS * 5_000 + 1_000));
      // Each run of the sampling job writes one totalUsers row, whichever node ran it.
      const times = (await samples.find({ metricName: 'totalUsers', timestamp: { $gt: since } }, { projection: { timestamp: 1 } }).sort({ timestamp: 1 }).toArray()).map((r) => (r.timestamp as Date).getTime());
      expect(times.length).toBeGreaterThanOrEqual(3);
      expect(times.length).toBeLessThanOrEqual(6);
      for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThan(SAMPLE_SECONDS * 500);
    } finally {
      await mongo.close();
    }
  }, 30_000);

  it('delivers an instructor’s breakout rooms opened on one node to attendees on the other', async () => {
    const instructor = new HttpClient(cluster.url);
    await instructor.login('instructor', 'instructor-demo');
    const session = await liveSession(instructor);
    const carol = await newMember();
    await register(carol, session.id);
    const carolB = await tab(1, carol, session.id);
    const opened = nextEvent<{ rooms: { name: string }[] }>(carolB, 'breakout:opened', 10_000);
    expect((await on(0, instructor).post(`/api/training/breakouts/${session.id}`, { name: 'Payroll questions', maxParticipants: 5 })).status).toBe(201);
    expect((await opened).rooms.map((r) => r.name)).toEqual(['Payroll questions']);
  });

  it('counts presence across nodes (a person with tabs on both counts once) and broadcasts votes from either node to all', async () => {
    const instructor = new HttpClient(cluster.url);
    await instructor.login('instructor', 'instructor-demo');
    const session = await liveSession(instructor);
    const [alice, bob] = [await newMember(), await newMember()];
    await register(alice, session.id);
    await register(bob, session.id);

    const aliceA = await tab(0, alice, session.id);
    const bobB = await tab(1, bob, session.id);
    await tab(1, alice, session.id);
    await eventually(async () => (await snapshot(bobB, session.id)).presence.count === 2);
    expect((await snapshot(aliceA, session.id)).presence.count).toBe(2);

    const poll = (await instructor.post(`/api/training/polls/${session.id}`, { question: 'Which form first?', options: ['941', 'W-2'] })).json as { id: string };
    const tallies: TallyEvent[] = [];
    bobB.on('poll:vote-counted', (e) => tallies.push(e));
    expect((await on(0, alice).post(`/api/training/polls/${poll.id}/vote`, { optionIndex: 0 })).status).toBe(200);
    expect((await on(1, bob).post(`/api/training/polls/${poll.id}/vote`, { optionIndex: 1 })).status).toBe(200);
    await eventually(async () => tallies.some((t) => t.totalVoters === 2 && t.votes?.['0'] === 1 && t.votes?.['1'] === 1));
  });

  it('streams a scan started on one node to its page on the other, whichever node’s scheduler runs it', async () => {
    const member = await newMember();
    const started = await on(0, member).post('/api/compliance/scan', { url: `${site.url}/` });
    expect(started.status).toBe(201);
    const watcher = await connectSocket(cluster.nodes[1]!.url, member.cookieHeader);
    open.push(watcher);
    const { scan, phases } = await watchScan(watcher, clientOn(1, member), (started.json as { id: string }).id);
    expect(scan.status).toBe('completed');
    expect(scan.criticalIssues + scan.warningIssues + scan.infoIssues).toBeGreaterThan(0);
    expect(phases.every((p) => ['queued', 'loading', 'checking', 'saving', 'done'].includes(p))).toBe(true);
  }, 90_000);

  it('turns a member premium in their tab on one node the moment an operator approves on the other', async () => {
    const member = await newMember();
    const operator = new HttpClient(cluster.url);
    await operator.login('operator', 'operator-demo');
    const tabB = await connectSocket(cluster.nodes[1]!.url, member.cookieHeader);
    open.push(tabB);
    expect(((await on(1, member).get('/api/user')).json as TUser).isPremium).toBe(false); // cached on node 2
    const { subscription } = await subscribe(member, 'starter');
    const updated = nextEvent<TUser>(tabB, 'user:updated', 10_000);
    await approve(clientOn(0, operator), subscription.id);
    expect((await updated).isPremium).toBe(true);
    expect(((await on(1, member).get('/api/user')).json as TUser).isPremium).toBe(true);
  });

  it('brings a reply written on node 1 to the post author’s tab on node 2 once, with the exact unread count', async () => {
    const author = await newMember();
    const replier = await newMember();
    const post = (await on(0, author).post('/api/posts', { title: 'Cluster notice', content: 'Written on node 1.', category: 'general' })).json as { id: string };
    const tab = await connectSocket(cluster.nodes[1]!.url, author.cookieHeader);
    open.push(tab);
    const bell: { notification: { type: string; text: string }; unread: number }[] = [];
    tab.on('notification:created', (e) => bell.push(e));
    expect((await on(0, replier).post(`/api/posts/${post.id}/comments`, { content: 'From node 1' })).status).toBe(201);
    await eventually(async () => bell.length > 0);
    await new Promise((r) => setTimeout(r, 1000)); // a second copy (one per node) would have arrived by now
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatchObject({ unread: 1, notification: { type: 'community.reply', text: 'Clu Ster replied to your post “Cluster notice”' } });
    expect((await on(1, author).get('/api/notifications/unread-count')).json).toMatchObject({ unread: 1 });
  });

  it('counts API requests served by either node in one daily figure', async () => {
    const operator = new HttpClient(cluster.url);
    await operator.login('operator', 'operator-demo');
    const today = async (node: 0 | 1) => ((await on(node, operator).get('/api/monitoring')).json as TMonitoringResponse).summary.apiRequestsToday;
    // Requests before this test reach the daily figure within a node's flush interval (1 s).
    await new Promise((r) => setTimeout(r, 1_500));
    const before = await today(0);
    for (let i = 0; i < 10; i++) {
      await new HttpClient(cluster.nodes[0]!.url).get('/api/posts');
      await new HttpClient(cluster.nodes[1]!.url).get('/api/posts');
    }
    // Each node adds its batch about once a second.
    await new Promise((r) => setTimeout(r, 2_500));
    const after = await today(1);
    // The 20 reads, the first figure's own request, and perhaps this one.
    expect(after - before).toBeGreaterThanOrEqual(21);
    expect(after - before).toBeLessThanOrEqual(22);
  });

  it('reports every node not ready while Redis is away, serves nothing stale meanwhile, and recovers by itself', async () => {
    const author = await newMember();
    const post = (await on(0, author).post('/api/posts', { title: 'While Redis is away', content: 'Liked while the nodes cannot hear each other.', category: 'general' })).json as { id: string };
    const likes = async (node: 0 | 1) => ((await on(node, author).get('/api/posts')).json as { posts: { id: string; likesCount: number }[] }).posts.find((p) => p.id === post.id)?.likesCount;
    expect(await likes(1)).toBe(0); // cached on node 2
    await cluster.redis.stop();
    for (const node of cluster.nodes) {
      await eventually(async () => {
        const res = await fetch(`${node.url}/readyz`);
        return res.status === 503 && ((await res.json()) as { message?: string }).message === 'Redis not reachable';
      });
    }
    // The like's invalidation cannot travel; node 2 no longer trusts its cache.
    expect((await on(0, author).post(`/api/posts/${post.id}/like`)).status).toBe(200);
    expect(await likes(1)).toBe(1);
    await cluster.redis.start();
    for (const node of cluster.nodes) await eventually(async () => (await fetch(`${node.url}/readyz`)).status === 200, 20_000);
    expect(await likes(1)).toBe(1);
    expect((await on(1, author).post(`/api/posts/${post.id}/like`)).status).toBe(200);
    expect(await likes(0)).toBe(0);
    await eventually(async () => (await fetch(`${cluster.url}/readyz`)).status === 200, 20_000);
  }, 60_000);

  it('moves the sockets of a node killed with SIGKILL to the other node; acknowledged writes survive', async () => {
    const writer = await newMember();
    const post = await on(0, writer).post('/api/posts', { title: 'Cluster', content: 'Written just before node 1 dies', category: 'general' });
    expect(post.status).toBe(201);

    // A browser pinned to node 1 by the balancer's cookie, reconnecting by itself as the app does.
    // The balancer's own NODE cookie (set when the member signed up) would win over ours: drop it.
    const cookies = writer.cookieHeader.split('; ').filter((c) => !c.startsWith('NODE='));
    const socket = io(cluster.url, { transports: ['websocket'], forceNew: true, reconnectionDelay: 200, reconnectionDelayMax: 1_000, extraHeaders: { Cookie: [...cookies, 'NODE=node1'].join('; ') } });
    open.push(socket as TestSocket);
    await nextEvent(socket as TestSocket, 'connect', 10_000);
    const reconnected = nextEvent(socket as TestSocket, 'connect', 30_000);
    await cluster.nodes[0]!.kill('SIGKILL');
    await reconnected;
    expect((await emitWithAck(socket as TestSocket, 'room:join', { room: 'feed' })).ok).toBe(true);

    const mongo = await MongoClient.connect(cluster.mongoUri);
    try {
      expect(await mongo.db().collection('posts').countDocuments({ content: 'Written just before node 1 dies' })).toBe(1);
    } finally {
      await mongo.close();
    }
    const feed = await new HttpClient(cluster.url).get('/api/posts');
    expect(feed.status).toBe(200);
    expect(String(feed.text)).toContain('Written just before node 1 dies');
  }, 90_000);
});
