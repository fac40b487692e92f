// The live benchmark's server process: the real app (startServer, as `npm start` runs it) on the
// embedded store in memory, plus bench accounts. Prints `ready <url>` when it accepts connections.
// Accounts get a cheap scrypt cost (see cheapHash).
import { Types } from 'mongoose';
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
answerBenchQueries();

/**
 * The CPE phases ask the server process directly (Node IPC), since neither step has an API:
 * - 'backdate': a credit needs 50 minutes in the room, which a benchmark cannot wait for, so every
 *   visit open in the session is moved back `minutes` (as if they had come in that long ago); the
 *   session's end then closes them and counts their minutes as it does for any session.
 * - 'issued': how many certificates of the session exist and how many registrations are marked
 *   `certificateIssued` (the orchestrator polls it after the end).
 */
function answerBenchQueries() {
  const db = server.database.connection;
  const registrations = db.collection('training_registrations');
  const certificates = db.collection('certificates');
  process.on('message', (m: { type: 'backdate'; sessionId: string; minutes: number } | { type: 'issued'; sessionId: string }) => {
    const run = async () => {
      const sessionId = new Types.ObjectId(m.sessionId);
      if (m.type === 'backdate') {
        const since = new Date(Date.now() - m.minutes * 60_000);
        const moved = await registrations.updateMany({ sessionId, presentSince: { $ne: null } }, { $set: { presentSince: since, joinedAt: since } });
        await db.collection('live_training_sessions').updateOne({ _id: sessionId }, { $set: { actualStartTime: since } });
        return { type: 'backdated', visits: moved.modifiedCount };
      }
      const [issued, marked] = await Promise.all([certificates.countDocuments({ sessionId }), registrations.countDocuments({ sessionId, certificateIssued: true })]);
      return { type: 'issued', issued, marked };
    };
    run().then(
      (reply) => process.send?.(reply),
      (err: unknown) => process.send?.({ type: 'error', message: String(err) }),
    );
  });
}
