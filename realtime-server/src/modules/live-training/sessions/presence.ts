import { displayName, type TUser } from '@app/shared-types/auth';
import type { TPresence, TPresenceAttendee } from '@app/shared-types/live-training';
import type { Logger } from '../../../logger';
import type { RoomMembers } from '../../../realtime/room-members';
import { sessionRooms } from '../contracts';
import type { Attendance } from './attendance';
import type { SessionsEvents } from './sessions.events';

/** Presence bursts (a class arriving at once, a reload) are folded into one update per this interval. */
export const PRESENCE_COALESCE_MS = 250;

const SESSION_ROOM_PREFIX = sessionRooms.all('');
/** One collator for every roster sort (String#localeCompare builds one per call). */
const collator = new Intl.Collator();

/**
 * Who is in a session: the distinct attendees among the sockets in `session:<id>` on every node (a
 * person with three tabs counts once; sockets that also hold the instructors' sub-room are the
 * session's instructors and are not counted). Any join or leave on this node schedules a recount
 * for that session; the recount asks the whole cluster, so every node that sees a change announces
 * the cluster's figure, and the stored attendance follows it.
 */
export function createPresence({
  roomMembers,
  events,
  attendance,
  logger,
  onRecorded,
}: {
  roomMembers: RoomMembers;
  events: SessionsEvents;
  attendance: Attendance;
  logger: Logger;
  /** After each recount is stored (CPE credits follow who is away). */
  onRecorded?: (sessionId: string) => void;
}) {
  const timers = new Map<string, NodeJS.Timeout>();
  /** Recounts of one session run one after another, so an older count never lands after a newer one. */
  const chains = new Map<string, Promise<void>>();
  const announced = new Map<string, { count: number; roster: string }>();

  /** The distinct attendees' users (not instructors), in no particular order. */
  async function attendeeUsers(sessionId: string): Promise<Map<string, TUser>> {
    const members = await roomMembers.members(sessionRooms.all(sessionId));
    const instructorsRoom = sessionRooms.instructors(sessionId);
    const byUser = new Map<string, TUser>();
    for (const member of members) {
      if (member.user && !member.rooms.has(instructorsRoom)) byUser.set(member.user.id, member.user);
    }
    return byUser;
  }

  async function attendeesIn(sessionId: string): Promise<TPresenceAttendee[]> {
    const users = await attendeeUsers(sessionId);
    const attendees = [...users.values()].map((u) => ({ userId: u.id, name: displayName(u) }));
    return attendees.sort((a, b) => collator.compare(a.name, b.name) || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  }

  async function recount(sessionId: string): Promise<void> {
    const attendees = await attendeesIn(sessionId);
    const roster = attendees.map((a) => `${a.userId}:${a.name}`).join('|');
    const before = announced.get(sessionId);
    if (before?.count !== attendees.length) events.presenceChanged(sessionId, attendees.length);
    if (before?.roster !== roster) events.roster(sessionId, attendees);
    if (attendees.length) announced.set(sessionId, { count: attendees.length, roster });
    else announced.delete(sessionId);
    await attendance.record(sessionId, attendees.map((a) => a.userId));
    onRecorded?.(sessionId);
  }

  /** Recounts `sessionId` soon, once for any number of changes meanwhile. */
  function schedule(sessionId: string): void {
    if (timers.has(sessionId)) return;
    const timer = setTimeout(() => {
      timers.delete(sessionId);
      const next = (chains.get(sessionId) ?? Promise.resolve())
        .then(() => recount(sessionId))
        .catch((err: unknown) => logger.error({ err, sessionId }, 'presence recount failed'))
        .finally(() => {
          if (chains.get(sessionId) === next) chains.delete(sessionId);
        });
      chains.set(sessionId, next);
    }, PRESENCE_COALESCE_MS);
    timers.set(sessionId, timer);
  }

  const unsubscribe = roomMembers.onChange(SESSION_ROOM_PREFIX, (room) => {
    const sessionId = room.slice(SESSION_ROOM_PREFIX.length).split('#')[0];
    if (sessionId) schedule(sessionId);
  });

  return {
    schedule,
    async presence(sessionId: string, forInstructor: boolean): Promise<TPresence> {
      // An attendee's snapshot only shows the count: no names built or sorted for it.
      if (!forInstructor) return { count: (await roomMembers.distinctUsers(sessionRooms.all(sessionId), sessionRooms.instructors(sessionId))).size };
      const attendees = await attendeesIn(sessionId);
      return { count: attendees.length, attendees };
    },
    presentAttendees: attendeesIn,
    stop(): void {
      unsubscribe();
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}

export type Presence = ReturnType<typeof createPresence>;
