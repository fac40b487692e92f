// Notifications benchmark (issue 24). 1,000 members online, one socket each (a tab with the bell),
// held by client processes apart from the server (all on 127.0.0.1; the server runs the embedded
// store in memory). Over 10 s, 1,000 notifications are produced through the app's own sources:
//   40% replies (a comment on the member's post), 40% likes (two per post: grouped into one row),
//   20% "your session starts in 15 minutes" (the live-training sweep, run once mid-window at the
//   session's T-15 min, as the tests run it).
// Measured: write -> bell (the request's start, or the sweep's start, to the event in the
// recipient's tab), p99 <= 250 ms; exact unread counts for every member (the tab's highest-version
// count and GET /unread-count both equal what they were sent; the 20% sent nothing get nothing); the
// server process's CPU time per notification over the window.
// Usage: npm run bench:notifications [-- --members 1000 --processes 4 --window 10000 --json --profile <dir> --commands]
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { benchApi, benchAppEnv, REPO_ROOT, signInCookie, stringFlags } from '../bench-app';
import { BENCH_PASSWORD } from '../live/bench-password';
import { asker, runBench } from '../child-process';
import { ms, percentile, summary } from '../live/stats';
import { now, type Action, type FromServer, type FromWorker, type Receipt, type ToServer, type ToWorker } from './protocol';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    ...stringFlags({ members: '1000', processes: '4', window: '10000', port: '4431' }),
    json: { type: 'boolean', default: false },
    // Writes a V8 CPU profile of the app server into this folder (open it in Chrome DevTools).
    profile: { type: 'string' },
    // Counts the server's database commands over the window, per notification, by operation and collection.
    commands: { type: 'boolean', default: false },
  },
});
const MEMBERS = Number(values.members);
const PROCESSES = Number(values.processes);
const WINDOW_MS = Number(values.window);
const url = `http://127.0.0.1:${values.port}`;
/** The live-training sweep that announces sessions starting within 15 minutes (sessions.jobs.ts). */
const SOON_JOB = 'live-training:starting-soon';

// Who gets what: [0, R) a reply each; [R, R+G) two likes each (one grouped row); [R+G, R+G+S) the
// session reminder; the rest nothing (and must see nothing).
const R = Math.floor(MEMBERS * 0.4);
const G = Math.floor(MEMBERS * 0.2);
const S = MEMBERS - R - 2 * G;
const NOTIFICATIONS = R + 2 * G + S;
const kindOf = (i: number) => (i < R ? 'reply' : i < R + G ? 'likes' : i < R + G + S ? 'soon' : 'none');
const expectedEvents = (i: number) => ({ reply: 1, likes: 2, soon: 1, none: 0 })[kindOf(i)];
const expectedUnread = (i: number) => (kindOf(i) === 'none' ? 0 : 1);

const children: ChildProcess[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'notifications-bench-'));
const sleep = (t: number) => new Promise((r) => setTimeout(r, t));
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

function startServer() {
  const child = fork(path.join(here, 'server.ts'), [], {
    cwd: REPO_ROOT,
    execArgv: ['--import', 'tsx', ...(values.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values.profile)}`] : [])],
    env: benchAppEnv(values.port, dataDir, {
      JOBS_PROCESS_EVERY: '1 second',
      BENCH_MEMBERS: String(MEMBERS),
      BENCH_COUNT_COMMANDS: String(values.commands),
    }),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.push(child);
  const ask = asker<FromServer, ToServer>(child);
  const ready = new Promise<void>((resolve, reject) => {
    child.on('message', (m: FromServer) => m.type === 'ready' && resolve());
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { ask, ready };
}

const api = benchApi(url);

// Correctness (deliveries, counts) fails the run; the latency figure is reported against its target.
await runBench(children, dataDir, async () => {
  let failed = false;
  console.log(`starting the app (embedded store in memory) with ${MEMBERS} member accounts...`);
  const server = startServer();
  await server.ready;
  const instructor = await signInCookie(url, 'bench-instructor', BENCH_PASSWORD);
  const startsAt = new Date(Date.now() + 30 * 60_000);
  const session = await api(instructor, 'POST', '/api/live-training', {
    title: 'Payroll year-end clinic',
    category: 'accounting',
    scheduledStartTime: startsAt.toISOString(),
    duration: 60,
    maxParticipants: Math.max(S, 2),
  });

  console.log(`${PROCESSES} client processes sign in ${MEMBERS} members (posts for ${R + G}, ${S} session registrations) and open one tab each...`);
  const workers = Array.from({ length: PROCESSES }, () => {
    const child = fork(path.join(here, 'client-worker.ts'), [], { cwd: REPO_ROOT, execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    children.push(child);
    return { ask: asker<FromWorker, ToWorker>(child), tell: (m: ToWorker) => child.send(m) };
  });
  const workerOf = (i: number) => i % PROCESSES;
  const t0 = now();
  const ready = await Promise.all(
    workers.map((w, k) => {
      const members = Array.from({ length: MEMBERS }, (_, i) => i)
        .filter((i) => workerOf(i) === k)
        .map((i) => ({ index: i, username: `member${i}`, post: kindOf(i) === 'reply' || kindOf(i) === 'likes', register: kindOf(i) === 'soon' }));
      return w.ask({ type: 'setup', url, sessionId: session.id, members, password: BENCH_PASSWORD }, 'ready');
    }),
  );
  const posts: Record<number, string> = Object.assign({}, ...ready.map((r) => r.posts));
  const ids: Record<number, string> = Object.assign({}, ...ready.map((r) => r.ids));
  const sockets = ready.reduce((n, r) => n + r.sockets, 0);
  console.log(`  ${sockets} tabs connected after ${((now() - t0) / 1000).toFixed(1)} s`);
  await sleep(1000);

  // ---- The window: replies and likes spread evenly, the session sweep once in the middle.
  const startAt = now() + 1000;
  const writes: Omit<Action, 'at'>[] = [];
  for (let i = 0; i < R; i++) writes.push({ id: writes.length, kind: 'reply', actor: (i + Math.floor(MEMBERS / 2)) % MEMBERS, recipient: i, postId: posts[i]! });
  for (let i = R; i < R + G; i++) {
    for (const offset of [Math.floor(MEMBERS / 4), Math.floor((3 * MEMBERS) / 4)]) writes.push({ id: writes.length, kind: 'like', actor: (i + offset) % MEMBERS, recipient: i, postId: posts[i]! });
  }
  // Interleave kinds over the window (a stride through the list), so replies and likes run side by side.
  const stride = 7;
  const order = writes.map((_, k) => k).sort((a, b) => (a % stride) - (b % stride) || a - b);
  const actions: Action[] = order.map((k, slot) => ({ ...writes[k]!, at: startAt + (slot * WINDOW_MS) / writes.length }));
  console.log(`\n${NOTIFICATIONS} notifications in ${WINDOW_MS / 1000} s: ${R} replies, ${2 * G} likes on ${G} posts (grouped), ${S} session-soon reminders (one sweep at +${WINDOW_MS / 2000} s)`);
  const cpuBefore = await server.ask({ type: 'cpu' }, 'cpu');
  const sweep = (async () => {
    await sleep(Math.max(0, startAt + WINDOW_MS / 2 - now()));
    // The sweep's clock: 14 minutes before the session, when it is due to be announced.
    return server.ask({ type: 'run-job', name: SOON_JOB, data: { at: new Date(startsAt.getTime() - 14 * 60_000).toISOString() } }, 'job-queued');
  })();
  const acted = await Promise.all(workers.map((w, k) => w.ask({ type: 'act', actions: actions.filter((a) => workerOf(a.actor) === k) }, 'acted')));
  const sweepAt = (await sweep).at;
  const sent = new Map(acted.flatMap((a) => a.sent).map((s) => [s.id, s]));
  const refused = [...sent.values()].filter((s) => s.status >= 300).length;

  // Wait (up to 30 s after the window) until every tab has every event it should get.
  const deadline = startAt + WINDOW_MS + 30_000;
  let receipts: Record<number, Receipt[]> = {};
  let finals: Record<number, { unread: number; version: number } | null> = {};
  let deliveredAt = NaN;
  for (;;) {
    const reports = await Promise.all(workers.map((w) => w.ask({ type: 'report' }, 'report')));
    receipts = Object.assign({}, ...reports.map((r) => r.receipts));
    finals = Object.assign({}, ...reports.map((r) => r.finals));
    const complete = Array.from({ length: MEMBERS }, (_, i) => (receipts[i]?.length ?? 0) >= expectedEvents(i)).every(Boolean);
    if (complete) {
      deliveredAt = now();
      break;
    }
    if (now() > deadline) break;
    await sleep(100);
  }
  const cpuAfter = await server.ask({ type: 'cpu' }, 'cpu');
  await sleep(500); // anything extra (a duplicate) would have arrived by now
  const late = Object.assign({}, ...(await Promise.all(workers.map((w) => w.ask({ type: 'report' }, 'report')))).map((r) => r.receipts)) as Record<number, Receipt[]>;

  // ---- Latency: each write to its event in the recipient's tab.
  const latencies: number[] = [];
  let missing = 0;
  for (const a of actions) {
    const type = a.kind === 'reply' ? 'community.reply' : 'community.likes';
    const got = late[a.recipient]?.find((r) => r.type === type && r.actorId === ids[a.actor]);
    if (!got) missing++;
    else latencies.push(got.at - sent.get(a.id)!.at);
  }
  const soonLatencies: number[] = [];
  for (let i = R + G; i < R + G + S; i++) {
    const got = late[i]?.find((r) => r.type === 'live.session-soon');
    if (!got) missing++;
    else soonLatencies.push(got.at - sweepAt);
  }
  const all = [...latencies, ...soonLatencies];
  const p99 = percentile(all, 99);
  console.log(`  ${sent.size} writes sent in ${((Math.max(...[...sent.values()].map((s) => s.at)) - startAt) / 1000).toFixed(2)} s; ${refused} refused`);
  console.log(`  reply/like request -> recipient's bell: ${summary(latencies)}`);
  console.log(`  session sweep start -> each registrant's bell: ${summary(soonLatencies)}`);
  console.log(`  write -> bell, all ${all.length}: ${summary(all)}${missing ? `, ${missing} never arrived` : ''}   target p99 <= 250 ms: ${verdict(p99 <= 250 && missing === 0)}`);
  if (missing || refused) failed = true;

  // ---- Exactness: events once, right people only, counts exact in the tab and over REST.
  const restCounts: Record<number, number> = Object.assign({}, ...(await Promise.all(workers.map((w) => w.ask({ type: 'rest-counts' }, 'rest-counts')))).map((r) => r.counts));
  let wrongEvents = 0;
  let wrongTab = 0;
  let wrongRest = 0;
  for (let i = 0; i < MEMBERS; i++) {
    const got = late[i] ?? [];
    if (got.length !== expectedEvents(i)) wrongEvents++;
    if ((finals[i]?.unread ?? 0) !== expectedUnread(i)) wrongTab++;
    if (restCounts[i] !== expectedUnread(i)) wrongRest++;
  }
  const grouped = Array.from({ length: G }, (_, k) => late[R + k]?.at(-1)?.actorCount === 2).filter(Boolean).length;
  console.log(`  members with exactly the events meant for them: ${MEMBERS - wrongEvents}/${MEMBERS} (the ${MEMBERS - R - G - S} sent nothing got nothing: ${verdict(Array.from({ length: MEMBERS - R - G - S }, (_, k) => (late[R + G + S + k] ?? []).length === 0).every(Boolean))})`);
  console.log(`  liked posts shown as one row "… and 1 other": ${grouped}/${G}`);
  console.log(`  exact unread count in the tab (highest version): ${MEMBERS - wrongTab}/${MEMBERS}; over GET /unread-count: ${MEMBERS - wrongRest}/${MEMBERS}   check: ${verdict(!wrongEvents && !wrongTab && !wrongRest && grouped === G)}`);
  if (wrongEvents || wrongTab || wrongRest || grouped !== G) failed = true;

  // ---- CPU: the server process over the window (its writes, notifications, fan-out).
  const cpuMs = cpuAfter.userMs + cpuAfter.systemMs - cpuBefore.userMs - cpuBefore.systemMs;
  const span = (Number.isFinite(deliveredAt) ? deliveredAt : now()) - startAt;
  console.log(`\nserver CPU over the window (${(span / 1000).toFixed(1)} s, writes included): ${cpuMs.toFixed(0)} ms = ${(cpuMs / NOTIFICATIONS).toFixed(2)} ms per notification (${((cpuMs / span) * 100).toFixed(0)}% of one core)`);
  if (values.commands) {
    const counted = Object.entries(cpuAfter.commands).map(([key, n]): [string, number] => [key, n - (cpuBefore.commands[key] ?? 0)]).filter(([, n]) => n > 0);
    const total = counted.reduce((sum, [, n]) => sum + n, 0);
    console.log(`database commands over the window: ${total} = ${(total / NOTIFICATIONS).toFixed(2)} per notification`);
    for (const [key, n] of counted.sort((a, b) => b[1] - a[1])) console.log(`  ${key.padEnd(44)} ${String(n).padStart(6)}  ${(n / NOTIFICATIONS).toFixed(2)} per notification`);
  }
  if (values.json) console.log(`json ${JSON.stringify({ members: MEMBERS, notifications: NOTIFICATIONS, p99, cpuMsPerNotification: cpuMs / NOTIFICATIONS, exact: !failed })}`);
  console.log(`\nsummary: write -> bell p99 ${ms(p99)} (<= 250): ${verdict(p99 <= 250)}; exact counts and deliveries: ${verdict(!failed)}; CPU ${(cpuMs / NOTIFICATIONS).toFixed(2)} ms per notification`);
  for (const w of workers) w.tell({ type: 'close' });
  return !failed;
});
