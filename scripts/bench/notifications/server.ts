// The notifications benchmark's server process: the real app (startServer, as `npm start` runs it)
// on the embedded store in memory, plus bench accounts (cheap scrypt cost, see cheapHash). Talks to
// the orchestrator over IPC: `ready`, its own CPU time, and running a job now (the session-soon sweep
// at a chosen clock, as the tests do).
import mongoose from 'mongoose';
import { loadConfig } from '../../../realtime-server/src/config';
import { startServer } from '../../../realtime-server/src/server';
import { registerBenchAccounts, stopOnSignals } from '../bench-server';
import { now, type FromServer, type ToServer } from './protocol';

const members = Number(process.env.BENCH_MEMBERS ?? 1000);
// --commands: every database command the app sends, by operation and collection (the driver's command
// monitoring, turned on for the app's one connection; agenda shares it), so a run shows the round trips per notification.
const commands = new Map<string, number>();
if (process.env.BENCH_COUNT_COMMANDS === 'true') {
  const create = mongoose.createConnection.bind(mongoose);
  mongoose.createConnection = ((uri: string, options: mongoose.ConnectOptions = {}) => {
    const connection = create(uri, { ...options, monitorCommands: true });
    connection.getClient().on('commandStarted', (e) => {
      const target = e.command[e.commandName];
      const key = `${e.commandName} ${typeof target === 'string' ? target : ''}`.trim();
      commands.set(key, (commands.get(key) ?? 0) + 1);
    });
    return connection;
  }) as typeof mongoose.createConnection;
}
const server = await startServer(loadConfig());
const send = (m: FromServer) => process.send?.(m);

await registerBenchAccounts(server, members, 'member', 'Member');

process.on('message', (m: ToServer) => {
  if (m.type === 'cpu') {
    const { user, system } = process.cpuUsage();
    send({ type: 'cpu', userMs: user / 1000, systemMs: system / 1000, commands: Object.fromEntries(commands) });
  } else if (m.type === 'run-job') {
    const at = now();
    void server.jobs.agenda.now(m.name, m.data).then(() => send({ type: 'job-queued', at }));
  }
});

stopOnSignals(server, ['disconnect']);
send({ type: 'ready', url: server.url, instructor: 'bench-instructor' });
