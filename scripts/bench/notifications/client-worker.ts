// One client process of the notifications benchmark: signs in its share of the members, writes their
// posts and session registrations, holds one socket.io connection per member (a tab with the bell),
// performs the replies and likes the orchestrator gives it at their times, and records every bell
// event with the time it arrived.
import http from 'node:http';
import { io, type Socket } from 'socket.io-client';
import { pool } from '../bench-app';
import { now, type Action, type FromWorker, type Member, type Prepare, type Receipt, type ToWorker } from './protocol';

type Tab = { index: number; id: string; cookie: string; socket: Socket; receipts: Receipt[]; final: { unread: number; version: number } | null };

const send = (message: FromWorker) => process.send?.(message);
const tabs = new Map<number, Tab>();
let url = '';

/**
 * HTTP over a small pool of kept-alive connections, as a browser holds a few per site: a thousand
 * members' writes queue here instead of opening a connection each (the request's clock starts before
 * it queues, so the wait counts in write -> bell).
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

type Answer = { status: number; text: string; cookies: string[] };

/**
 * A kept-alive connection the server closed as idle just as it was reused fails with ECONNRESET before
 * the server read anything: sent again once on a fresh connection (Node's documented pattern).
 */
async function request(method: string, path: string, cookie: string, body?: unknown): Promise<Answer> {
  try {
    return await send1(method, path, cookie, body);
  } catch (error) {
    if ((error as { reused?: boolean; code?: string }).reused && (error as { code?: string }).code === 'ECONNRESET') return send1(method, path, cookie, body);
    throw error;
  }
}

function send1(method: string, path: string, cookie: string, body?: unknown): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url + path,
      {
        method,
        agent,
        headers: { cookie, 'Content-Type': 'application/json', Origin: url, 'Sec-Fetch-Site': 'same-origin', ...(payload ? { 'Content-Length': Buffer.byteLength(payload) } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text, cookies: res.headers['set-cookie'] ?? [] }));
        res.on('error', reject);
      },
    );
    req.on('error', (err) => reject(Object.assign(err, { reused: req.reusedSocket })));
    req.end(payload);
  });
}

async function call(cookie: string, method: string, path: string, body?: unknown): Promise<{ status: number; json: any }> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const res = await request(method, path, cookie, body);
  return { status: res.status, json: res.text ? JSON.parse(res.text) : undefined };
}

async function signIn(username: string, password: string): Promise<{ cookie: string; id: string }> {
  const res = await request('POST', '/api/login', '', { username, password });
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${res.text}`);
  const { id } = JSON.parse(res.text) as { id: string };
  return { cookie: res.cookies.map((c) => c.split(';')[0]).join('; '), id };
}

async function connect(cookie: string): Promise<Socket> {
  const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true, timeout: 120_000, extraHeaders: { cookie } });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** The bell keeps the count with the highest version (TUnreadCount). */
function listen(tab: Tab) {
  const keep = (unread: number, version: number) => {
    if (!tab.final || version > tab.final.version) tab.final = { unread, version };
  };
  tab.socket.on('notification:created', (e: { notification: { type: string; actor: { id: string } | null; actorCount: number }; unread: number; version: number }) => {
    tab.receipts.push({ type: e.notification.type, actorId: e.notification.actor?.id ?? null, actorCount: e.notification.actorCount, unread: e.unread, version: e.version, at: now() });
    keep(e.unread, e.version);
  });
  tab.socket.on('notification:read', (e: { unread: number; version: number }) => keep(e.unread, e.version));
}

async function setup(m: Extract<ToWorker, { type: 'setup' }>) {
  url = m.url;
  const posts: Record<number, string> = {};
  const ids: Record<number, string> = {};
  await pool(m.members, 8, async (member: Member & Prepare) => {
    const { cookie, id } = await signIn(member.username, m.password);
    ids[member.index] = id;
    if (member.post) {
      const res = await call(cookie, 'POST', '/api/posts', { title: `Bench post of member ${member.index}`, content: 'A post for the notifications benchmark.', category: 'general' });
      if (res.status !== 201) throw new Error(`post: ${res.status} ${JSON.stringify(res.json)}`);
      posts[member.index] = res.json.id as string;
    }
    if (member.register) {
      const res = await call(cookie, 'POST', `/api/live-training/${m.sessionId}/register`);
      if (res.status >= 300) throw new Error(`register: ${res.status} ${JSON.stringify(res.json)}`);
    }
    const tab: Tab = { index: member.index, id, cookie, socket: await connect(cookie), receipts: [], final: null };
    listen(tab);
    tabs.set(member.index, tab);
  });
  send({ type: 'ready', sockets: tabs.size, posts, ids });
}

async function act(actions: Action[]) {
  const sent: { id: number; at: number; status: number }[] = [];
  await Promise.all(
    actions.map(async (a) => {
      await new Promise((r) => setTimeout(r, Math.max(0, a.at - now())));
      const actor = tabs.get(a.actor)!;
      const at = now();
      const res =
        a.kind === 'reply'
          ? await call(actor.cookie, 'POST', `/api/posts/${a.postId}/comments`, { content: `Reply ${a.id}: we filed ours last week.` })
          : await call(actor.cookie, 'POST', `/api/posts/${a.postId}/like`);
      sent.push({ id: a.id, at, status: res.status });
    }),
  );
  return sent;
}

process.on('message', (m: ToWorker) => {
  const run = async () => {
    switch (m.type) {
      case 'setup':
        await setup(m);
        break;
      case 'act':
        send({ type: 'acted', sent: await act(m.actions) });
        break;
      case 'report':
        send({
          type: 'report',
          receipts: Object.fromEntries([...tabs].map(([i, t]) => [i, t.receipts])),
          finals: Object.fromEntries([...tabs].map(([i, t]) => [i, t.final])),
        });
        break;
      case 'rest-counts': {
        const counts: Record<number, number> = {};
        await pool([...tabs.values()], 8, async (t) => {
          counts[t.index] = (await call(t.cookie, 'GET', '/api/notifications/unread-count')).json.unread as number;
        });
        send({ type: 'rest-counts', counts });
        break;
      }
      case 'close':
        for (const t of tabs.values()) t.socket.disconnect();
        process.exit(0);
    }
  };
  run().catch((err: unknown) => send({ type: 'error', message: err instanceof Error ? `${err.stack ?? err.message}${err.cause ? `\ncause: ${String((err.cause as Error).stack ?? err.cause)}` : ''}` : String(err) }));
});
