// The live benchmark's server process: the real app (startServer, as `npm start` runs it) on the
// embedded store in memory, plus bench accounts. Prints `ready <url>` when it accepts connections.
// Accounts get a cheap scrypt cost (see cheapHash).
import { loadConfig } from '../../../realtime-server/src/config';
import { appModules } from '../../../realtime-server/src/modules';
import type { AppModule } from '../../../realtime-server/src/modules/module';
import { startServer } from '../../../realtime-server/src/server';
import { registerBenchAccounts, stopOnSignals } from '../bench-server';

/**
 * Diagnostic mode (--presence off): live training's presence never hears of joins and leaves, so no
 * presence recount (and no attendance write) runs; presence is still computed when a snapshot asks.
 * Everything else is the app as it ships. It separates the panel's own cost from the recount's.
 */
function withoutPresenceRecounts(modules: AppModule[]): AppModule[] {
  return modules.map((m) =>
    m.name !== 'live-training' ? m : { ...m, setup: (ctx) => m.setup({ ...ctx, roomMembers: { ...ctx.roomMembers, onChange: () => () => {} } }) },
  );
}

const attendees = Number(process.env.BENCH_ATTENDEES ?? 1000);
const presenceOff = process.env.BENCH_PRESENCE === 'off';
const server = await startServer(loadConfig(), presenceOff ? { modules: withoutPresenceRecounts(appModules) } : {});
// On a cluster (bench:cluster) the first node creates the accounts in the shared database.
if (process.env.BENCH_REGISTER !== 'false') await registerBenchAccounts(server, attendees, 'attendee', 'Attendee');
stopOnSignals(server);
process.stdout.write(`ready ${server.url}\n`);
