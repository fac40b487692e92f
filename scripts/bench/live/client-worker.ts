// One client process of the live benchmark: signs in its share of the attendees, registers them,
// holds one socket.io connection per attendee in the session's room, and does what the
// orchestrator asks (vote, ask, late joins), recording when each event arrives.
import { io, type Socket } from 'socket.io-client';
import { pool, signInCookie } from '../bench-app';
import { now, type CertificateRecord, type CheckAnswerRecord, type FromWorker, type Tally, type ToWorker, type VoteRecord } from './protocol';

type Ack<T> = { ok: true; data: T } | { ok: false; error: { message: string } };
type Attendee = { index: number; cookie: string; socket: Socket; receipts: [number, number][]; final: Tally | null };

const send = (message: FromWorker) => process.send?.(message);
const attendees: Attendee[] = [];
const pushes: Record<string, number[]> = {};
/** Check id -> receipt time of 'check:opened' on each socket. */
const checksSeen: Record<string, number[]> = {};
let setup: Extract<ToWorker, { type: 'setup' }>;
let pollId = '';

function emitAck<T>(socket: Socket, event: string, payload: unknown, timeoutMs = 30_000): Promise<Ack<T>> {
  return socket.timeout(timeoutMs).emitWithAck(event, payload) as Promise<Ack<T>>;
}

async function signIn(username: string): Promise<string> {
  const cookie = await signInCookie(setup.url, username, setup.password);
  const reg = await fetch(`${setup.url}/api/live-training/${setup.sessionId}/register`, {
    method: 'POST',
    headers: { cookie, Origin: setup.url, 'Sec-Fetch-Site': 'same-origin' },
  });
  if (reg.status !== 201 && reg.status !== 200) throw new Error(`register ${username}: ${reg.status} ${await reg.text()}`);
  return cookie;
}

/** Generous: while a thousand sockets arrive, the server recounts presence for every burst of joins. */
const CONNECT_TIMEOUT_MS = 180_000;

async function connect(cookie: string): Promise<Socket> {
  const socket = io(setup.url, { transports: ['websocket'], reconnection: false, forceNew: true, timeout: CONNECT_TIMEOUT_MS, extraHeaders: { cookie } });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const joined = await emitAck(socket, 'room:join', { room: `session:${setup.sessionId}` }, CONNECT_TIMEOUT_MS);
  if (!joined.ok) throw new Error(`room:join: ${joined.error.message}`);
  return socket;
}

function listen(a: Attendee) {
  // The panel applies a tally only when its revision is higher than the one it shows.
  a.socket.on('poll:vote-counted', (e: { pollId: string } & Tally) => {
    if (e.pollId !== pollId) return;
    const at = now();
    a.receipts.push([e.revision, at]);
    if (!a.final || e.revision > a.final.revision) a.final = { revision: e.revision, totalVoters: e.totalVoters, votes: e.votes, words: e.words };
  });
  a.socket.on('check:opened', (e: { check: { id: string } }) => {
    (checksSeen[e.check.id] ??= []).push(now());
  });
  a.socket.on('breakout:opened', (e: { rooms: { name: string }[] }) => {
    const at = now();
    for (const room of e.rooms) (pushes[room.name] ??= []).push(at);
  });
}

async function vote(m: Extract<ToWorker, { type: 'vote' }>): Promise<VoteRecord[]> {
  if (pollId !== m.pollId) {
    // Another poll: what each socket holds is about the new one from now on.
    for (const a of attendees) {
      a.receipts = [];
      a.final = null;
    }
  }
  pollId = m.pollId;
  const records: VoteRecord[] = [];
  await Promise.all(
    attendees.map(async (a) => {
      const at = m.startAt + (a.index * m.spreadMs) / m.total;
      await new Promise((r) => setTimeout(r, Math.max(0, at - now())));
      const choice = m.words ? { text: m.words[a.index % m.words.length] } : { optionIndex: a.index % m.options };
      const ack = await emitAck<{ revision: number }>(a.socket, 'poll:vote', { pollId: m.pollId, ...choice });
      const ackAt = now();
      records.push(ack.ok ? { index: a.index, ackAt, revision: ack.data.revision } : { index: a.index, ackAt, revision: -1, error: ack.error.message });
    }),
  );
  return records;
}

/** 'check:answer' over the socket, as the panel sends it; a retry must get the same answer back. */
async function answerCheck(m: Extract<ToWorker, { type: 'check-answer' }>): Promise<CheckAnswerRecord[]> {
  const records: CheckAnswerRecord[] = [];
  await Promise.all(
    attendees.map(async (a) => {
      const at = m.startAt + (a.index * m.spreadMs) / m.total;
      await new Promise((r) => setTimeout(r, Math.max(0, at - now())));
      const sent = now();
      const ack = await emitAck<{ outcome: string; answeredAt: string }>(a.socket, 'check:answer', { checkId: m.checkId });
      const record: CheckAnswerRecord = { index: a.index, ackMs: now() - sent, ...(ack.ok ? {} : { error: ack.error.message }) };
      if (ack.ok && a.index % m.retryEvery === 0) {
        const again = await emitAck<{ outcome: string; answeredAt: string }>(a.socket, 'check:answer', { checkId: m.checkId });
        record.retry = again.ok && again.data.answeredAt === ack.data.answeredAt ? 'same' : JSON.stringify(again);
      }
      records.push(record);
    }),
  );
  return records;
}

/** Each attendee's GET /api/certificates, then GET /api/certificates/:id/pdf of this session's (rendered on download). */
async function certificates(m: Extract<ToWorker, { type: 'certificates' }>): Promise<CertificateRecord[]> {
  const records: CertificateRecord[] = [];
  await pool(attendees, m.concurrency, async (a) => {
    const headers = { cookie: a.cookie };
    try {
      const mine = (await (await fetch(`${setup.url}/api/certificates`, { headers })).json()) as { id: string; sessionId: string; credits: number }[];
      const ours = mine.filter((c) => c.sessionId === m.sessionId);
      const started = now();
      const pdf = ours[0] ? await fetch(`${setup.url}/api/certificates/${ours[0].id}/pdf`, { headers }) : null;
      const body = pdf ? Buffer.from(await pdf.arrayBuffer()) : null;
      const pdfOk = !!pdf && pdf.status === 200 && body!.subarray(0, 5).toString('latin1') === '%PDF-';
      records.push({ index: a.index, count: ours.length, credits: ours[0]?.credits ?? null, pdfMs: now() - started, pdfOk });
    } catch (error) {
      records.push({ index: a.index, count: 0, credits: null, pdfMs: NaN, pdfOk: false, error: String(error) });
    }
  });
  return records;
}

async function lateJoins(m: Extract<ToWorker, { type: 'late-join' }>) {
  const snapshotMs: number[] = [];
  const joinAndSnapshotMs: number[] = [];
  const tallies: Tally[] = [];
  const who = Array.from({ length: m.count }, (_, i) => attendees[i % attendees.length] as Attendee);
  await pool(who, m.concurrency, async (a) => {
    // A new tab of an attendee already in the session: connect, join the room, ask for the panel.
    const socket = io(setup.url, { transports: ['websocket'], reconnection: false, forceNew: true, extraHeaders: { cookie: a.cookie } });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const started = now();
    const joined = await emitAck(socket, 'room:join', { room: `session:${setup.sessionId}` });
    if (!joined.ok) throw new Error(`late room:join: ${joined.error.message}`);
    const asked = now();
    const snap = await emitAck<{ polls: ({ id: string } & Tally)[] }>(socket, 'live:snapshot', { sessionId: setup.sessionId });
    const done = now();
    if (!snap.ok) throw new Error(`live:snapshot: ${snap.error.message}`);
    snapshotMs.push(done - asked);
    joinAndSnapshotMs.push(done - started);
    const poll = snap.data.polls.find((p) => p.id === m.pollId);
    if (poll) tallies.push({ revision: poll.revision, totalVoters: poll.totalVoters, votes: poll.votes });
    socket.disconnect();
  });
  return { snapshotMs, joinAndSnapshotMs, tallies };
}

process.on('message', (m: ToWorker) => {
  const run = async () => {
    switch (m.type) {
      case 'setup': {
        setup = m;
        // Everyone signs in and registers before any socket joins: a registration is announced to
        // the room, and the benchmark is about the panel, not about a class registering at once.
        const people = m.usernames.map((username, i) => ({ username, index: m.firstIndex + i, cookie: '' }));
        await pool(people, 8, async (p) => {
          p.cookie = await signIn(p.username);
        });
        await pool(people, 8, async ({ index, cookie }) => {
          const a: Attendee = { index, cookie, socket: await connect(cookie), receipts: [], final: null };
          listen(a);
          attendees.push(a);
        });
        send({ type: 'ready', sockets: attendees.length });
        break;
      }
      case 'vote':
        send({ type: 'voted', votes: await vote(m) });
        break;
      case 'ask': {
        for (let i = 0; i < m.perWorker; i++) {
          const a = attendees[i % attendees.length] as Attendee;
          const ack = await emitAck(a.socket, 'question:ask', { sessionId: setup.sessionId, question: `Benchmark question ${a.index}: how do we document this?`, anonymous: i % 2 === 0 });
          if (!ack.ok) throw new Error(`question:ask: ${ack.error.message}`);
        }
        send({ type: 'asked', count: m.perWorker });
        break;
      }
      case 'late-join':
        send({ type: 'late-joined', ...(await lateJoins(m)) });
        break;
      case 'check-answer':
        send({ type: 'check-answered', answers: await answerCheck(m), opened: checksSeen[m.checkId] ?? [] });
        break;
      case 'certificates':
        send({ type: 'certificates', records: await certificates(m) });
        break;
      case 'report':
        send({ type: 'report', receipts: attendees.map((a) => a.receipts), finals: attendees.map((a) => a.final), pushes });
        break;
      case 'finals':
        send({ type: 'finals', finals: attendees.map((a) => a.final) });
        break;
      case 'close':
        for (const a of attendees) a.socket.disconnect();
        process.exit(0);
    }
  };
  run().catch((err: unknown) => send({ type: 'error', message: err instanceof Error ? err.stack ?? err.message : String(err) }));
});
