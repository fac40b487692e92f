import type { Connection } from 'mongoose';
import type { CacheRegistry } from '../../../cache/caches';
import { registrationModel, SEAT_HOLDING } from './registration.model';
import { liveSessionModel, type ILiveSession } from './session.model';
import { visitModel } from './visit.model';

/** The session fields the access checks need, cached: every poll vote and question asks them. */
export type SessionGateFacts = Pick<ILiveSession, '_id' | 'title' | 'status' | 'instructorId' | 'isPremiumOnly' | 'requiredTier'>;

export type SessionsStore = ReturnType<typeof createSessionsStore>;

/**
 * The models plus two short-lived caches of what the interactive panel checks on every command.
 * Every write that changes them invalidates here and on the other nodes (cache registry), so the TTL
 * only bounds a lost invalidation.
 */
export function createSessionsStore(db: Connection, caches: CacheRegistry) {
  const Sessions = liveSessionModel(db);
  const Registrations = registrationModel(db);
  const Visits = visitModel(db);
  const gates = caches.create<SessionGateFacts>('live-session-gates', { max: 5_000, ttlMs: 5_000 });
  const seats = caches.create<{ holds: boolean }>('live-session-seats', { max: 50_000, ttlMs: 5_000 });

  return {
    Sessions,
    Registrations,
    Visits,
    async gate(sessionId: string): Promise<SessionGateFacts | undefined> {
      return gates.wrap(sessionId, async () => {
        const found = await Sessions.findById(sessionId, { title: 1, status: 1, instructorId: 1, isPremiumOnly: 1, requiredTier: 1 }).lean<SessionGateFacts>();
        return found ?? undefined;
      });
    },
    /** Whether the user holds a seat (registered or attended). */
    async holdsSeat(sessionId: string, userId: string): Promise<boolean> {
      const cached = await seats.wrap(`${sessionId}:${userId}`, async () => ({
        holds: !!(await Registrations.exists({ sessionId, userId, status: { $in: SEAT_HOLDING } })),
      }));
      return !!cached?.holds;
    },
    sessionChanged: (sessionId: string) => gates.invalidate(sessionId),
    seatChanged: (sessionId: string, userId: string) => seats.invalidate(`${sessionId}:${userId}`),
    /** After bulk changes (account deletion). */
    allSeatsChanged: () => seats.invalidate(),
  };
}
