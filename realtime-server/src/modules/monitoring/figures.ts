import type { Connection } from 'mongoose';
import type { TMonitoringFigures } from '@app/shared-types/monitoring';
import type { Database } from '../../db/database';
import type { RoomMembers } from '../../realtime/room-members';
import type { ModuleContext } from '../module';
import type { ApiCounter } from './api-counter';
import type { HttpMetrics } from './http-metrics';
import { EVENT_LOOP_LAG_LIMIT_MS, type ProcessStats } from './process-stats';

/** Storage changes slowly and dbStats walks the whole store on embedded-mongo: read it this often at most. */
const STORAGE_MAX_AGE_MS = 10_000;

export type FiguresDeps = {
  db: Connection;
  database: Database;
  users: Pick<ModuleContext['users'], 'countPremium' | 'model'>;
  /** Every module's own figures (posts, live sessions, scans, campaigns...). */
  moduleMetrics: ModuleContext['metrics'];
  roomMembers: RoomMembers;
  apiCounter: ApiCounter;
  http: HttpMetrics;
  process: ProcessStats;
};

/**
 * Measures everything the dashboard shows. Counts come from the database (exact, the cluster's),
 * each module's through its own `metrics()`;
 * storage from the database's own statistics (dbStats, on MongoDB and embedded-mongo alike);
 * sockets, event-loop lag, memory and latency are this node's.
 */
export function createFigures(deps: FiguresDeps) {
  const { db, database, users, roomMembers, apiCounter, http } = deps;
  let storage: { bytes: number; at: number } | null = null;
  let reading: Promise<number> | null = null;

  function readStorage(): Promise<number> {
    reading ??= (async () => {
      const stats = (await db.db!.command({ dbStats: 1 })) as { dataSize?: number; indexSize?: number; storageSize?: number };
      // What the data occupies, indexes included: the plan's storage limit counts both.
      const bytes = Number(stats.storageSize ?? stats.dataSize ?? 0) + Number(stats.indexSize ?? 0);
      storage = { bytes, at: Date.now() };
      return bytes;
    })().finally(() => {
      reading = null;
    });
    return reading;
  }

  /** Fresh: read now. Otherwise the last reading, refreshed in the background once it is 10 s old. */
  async function storageUsed(fresh: boolean): Promise<number> {
    if (fresh || !storage) return readStorage();
    if (Date.now() - storage.at > STORAGE_MAX_AGE_MS) readStorage().catch(() => undefined);
    return storage.bytes;
  }

  /** What the server's own checks find wrong now (empty when Platform Status is Operational). */
  async function problems(lagMs: number): Promise<string[]> {
    const found: string[] = [];
    try {
      await database.ping();
    } catch {
      found.push('Database unreachable');
    }
    if (lagMs > EVENT_LOOP_LAG_LIMIT_MS) found.push(`Event loop delayed ${Math.round(lagMs)} ms`);
    return found;
  }

  /** `fresh`: read storage now rather than from the last 10 seconds (the REST summary and samples). */
  async function measure({ fresh = true }: { fresh?: boolean } = {}): Promise<TMonitoringFigures> {
    const lagMs = deps.process.eventLoopLagMs();
    const [totalUsers, premiumUsers, modules, apiRequestsToday, storageBytes, found] = await Promise.all([
      users.model.countDocuments({}),
      users.countPremium(),
      deps.moduleMetrics(),
      apiCounter.today(),
      storageUsed(fresh),
      problems(lagMs),
    ]);
    const memory = deps.process.memory();
    return {
      at: Date.now(),
      totalUsers,
      premiumUsers,
      totalPosts: modules.totalPosts ?? 0,
      totalComments: modules.totalComments ?? 0,
      apiRequestsToday,
      storageUsed: storageBytes,
      sockets: roomMembers.localSockets(),
      eventLoopLagMs: Math.round(lagMs * 10) / 10,
      memoryRss: memory.rss,
      heapUsed: memory.heapUsed,
      requestLatencyP95Ms: Math.round(http.latencyP95Ms() * 10) / 10,
      liveSessions: modules.liveSessions ?? 0,
      liveAttendees: modules.liveAttendees ?? 0,
      scansQueued: modules.scansQueued ?? 0,
      scansRunning: modules.scansRunning ?? 0,
      campaignsSending: modules.campaignsSending ?? 0,
      problems: found,
    };
  }

  return { measure };
}

export type Figures = ReturnType<typeof createFigures>;
