// The notifications benchmark's server process: the real app (startServer, as `npm start` runs it)
// on the embedded store in memory, plus bench accounts (cheap scrypt cost, see cheapHash). Talks to
// the orchestrator over IPC: `ready`, its own CPU time, and running a job now (the session-soon sweep
// at a chosen clock, as the tests do).
import { loadConfig } from '../../../realtime-server/src/config';
import { startServer } from '../../../realtime-server/src/server';
import { BENCH_PASSWORD, cheapHash } from '../live/bench-password';
import { now, type FromServer, type ToServer } from './protocol';

const members = Number(process.env.BENCH_MEMBERS ?? 1000);
const server = await startServer(loadConfig());
const password = cheapHash(BENCH_PASSWORD);
const send = (m: FromServer) => process.send?.(m);

await server.users.register({ username: 'bench-instructor', password: BENCH_PASSWORD, firstName: 'Bench', lastName: 'Instructor' }, 'instructor', { password });
for (let i = 0; i < members; i += 100) {
  await Promise.all(
    Array.from({ length: Math.min(100, members - i) }, (_, k) =>
      server.users.register({ username: `member${i + k}`, password: BENCH_PASSWORD, firstName: 'Member', lastName: String(i + k) }, 'member', { password }),
    ),
  );
}

process.on('message', (m: ToServer) => {
  if (m.type === 'cpu') {
    const { user, system } = process.cpuUsage();
    send({ type: 'cpu', userMs: user / 1000, systemMs: system / 1000 });
  } else if (m.type === 'run-job') {
    const at = now();
    void server.jobs.agenda.now(m.name, m.data).then(() => send({ type: 'job-queued', at }));
  }
});

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  server.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('disconnect', stop);
send({ type: 'ready', url: server.url, instructor: 'bench-instructor' });
