import { randomInt } from 'node:crypto';
import { Types } from 'mongoose';
import type { z } from 'zod';
import { displayName, type TUser } from '@app/shared-types/auth';
import { LIVE_MESSAGES, type TBreakoutMessage, type TBreakoutRoom, type TBreakoutTimer, type ZCreateBreakoutRequest } from '@app/shared-types/live-training';
import { conflict, isDuplicateKeyError, notFound } from '../errors';
import { actor, requireNotEnded, type PanelDeps } from '../slice-kit';
import { breakoutTimer } from './breakout-timer';
import { toBreakoutDTO } from './breakouts.dto';
import { breakoutsEvents } from './breakouts.events';
import type { BreakoutsModels, IBreakoutRoom, IBreakoutSeat } from './breakouts.model';
import { shuffled } from './shuffle';

type SeatView = Pick<IBreakoutSeat, 'userId' | 'name' | 'slot' | 'roomId'>;
const SEAT_FIELDS = { userId: 1, name: 1, slot: 1, roomId: 1 } as const;

export const BREAKOUT_CLOSED = 'This breakout room is closed.';
export const NO_ROOMS_OPEN = 'No breakout rooms are open.';
/** Contended joins retry on a fresh read; a room fills (or a seat is found) well within this. */
const JOIN_ATTEMPTS = 25;

/**
 * Breakout rooms. Seats are documents with two unique indexes, (session, user) and (room, slot):
 * a member holds at most one seat per session, and a room of N has at most N seats because only
 * slots 0..N-1 exist. Joining takes a free slot with one upsert of the member's seat document —
 * moving rooms is that same single write — and a lost race (E11000) retries on a fresh read.
 */
export function breakoutsService(deps: PanelDeps & { models: BreakoutsModels }) {
  const { Rooms, Seats } = deps.models;
  const { access } = deps;
  const events = breakoutsEvents(deps.emitter);
  const timer = breakoutTimer({
    models: deps.models,
    clock: deps.clock,
    events,
    closeAllRooms: closeAllOf,
    onError: (err) => deps.logger.error({ err }, 'breakout timer failed'),
  });

  async function seatsOf(roomIds: Types.ObjectId[]): Promise<Map<string, SeatView[]>> {
    const seats = roomIds.length ? await Seats.find({ roomId: { $in: roomIds } }, SEAT_FIELDS).lean<SeatView[]>() : [];
    const byRoom = new Map<string, SeatView[]>(roomIds.map((id) => [id.toString(), []]));
    for (const s of seats) byRoom.get(s.roomId.toString())?.push(s);
    return byRoom;
  }

  async function roomDTO(room: IBreakoutRoom): Promise<TBreakoutRoom> {
    const seats = await Seats.find({ roomId: room._id }, SEAT_FIELDS).lean<SeatView[]>();
    return toBreakoutDTO(room, seats);
  }

  async function activeRooms(sessionId: string): Promise<TBreakoutRoom[]> {
    const rooms = await Rooms.find({ sessionId, status: 'active' }).sort({ createdAt: 1, _id: 1 }).lean<IBreakoutRoom[]>();
    const seats = await seatsOf(rooms.map((r) => r._id));
    return rooms.map((r) => toBreakoutDTO(r, seats.get(r._id.toString()) ?? []));
  }

  async function myRoomId(sessionId: string, userId: string): Promise<string | null> {
    const seat = await Seats.findOne({ sessionId, userId }, { roomId: 1 }).lean<Pick<IBreakoutSeat, 'roomId'>>();
    return seat ? seat.roomId.toString() : null;
  }

  async function list(user: TUser | null, sessionId: string): Promise<TBreakoutRoom[]> {
    await access.require(user, sessionId, 'participate');
    return activeRooms(sessionId);
  }

  async function announceRoom(roomId: Types.ObjectId): Promise<void> {
    const room = await Rooms.findById(roomId).lean<IBreakoutRoom>();
    if (room && room.status === 'active') events.breakoutUpdated(await roomDTO(room));
  }

  /**
   * Opens `count` rooms at once, each with its own meeting link; 'random' seats who is present now,
   * 'registrations' every registered attendee (present or not, in registration order); with
   * `minutes` the rooms close by themselves then, after a one-minute countdown.
   */
  async function open(user: TUser | null, sessionId: string, input: z.output<typeof ZCreateBreakoutRequest>): Promise<TBreakoutRoom[]> {
    const { session } = await access.require(user, sessionId, 'manage');
    requireNotEnded(session);
    const sid = new Types.ObjectId(session.id);
    const createdBy = new Types.ObjectId(actor(user).id);
    const names = Array.from({ length: input.count }, (_, i) => (input.count > 1 ? `${input.name} ${i + 1}` : input.name));
    const urls = await Promise.all(names.map((name) => access.breakoutMeetingUrl(session.id, name)));
    const created = await Rooms.insertMany(
      names.map((name, i) => ({ sessionId: sid, name, topic: input.topic, maxParticipants: input.maxParticipants, joinUrl: urls[i], createdBy })),
    );
    const rooms = created.map((r) => r.toObject<IBreakoutRoom>());
    const people = input.assignment === 'random' ? shuffled(await access.presentAttendees(session.id)) : input.assignment === 'registrations' ? await registeredAttendees(session.id) : [];
    const seats = people.length ? await seatPeople(sid, rooms, input.maxParticipants, people) : new Map<string, SeatView[]>();
    const dtos = rooms.map((r) => toBreakoutDTO(r, seats.get(r._id.toString()) ?? []));
    events.breakoutOpened(session.id, dtos, input.assignment);
    if (input.assignment !== 'choose') events.breakoutAssigned(dtos);
    if (input.minutes) await timer.start(session.id, input.minutes);
    return dtos;
  }

  /** Those who hold a seat in the session (registered, or attended already), first registered first. */
  async function registeredAttendees(sessionId: string): Promise<{ userId: string; name: string }[]> {
    const rows = await access.attendanceRows(sessionId);
    return rows.filter((r) => r.status !== 'cancelled').map((r) => ({ userId: r.userId, name: r.displayName }));
  }

  /**
   * `people` in their order, dealt round-robin into the new rooms up to their capacity. Their seats
   * move here from any older room (which is announced as updated).
   */
  async function seatPeople(sessionId: Types.ObjectId, rooms: IBreakoutRoom[], size: number, people: { userId: string; name: string }[]): Promise<Map<string, SeatView[]>> {
    const present = people.slice(0, rooms.length * size);
    const byRoom = new Map<string, SeatView[]>(rooms.map((r) => [r._id.toString(), []]));
    const vacated = new Set<string>();
    const joinedAt = new Date();
    await Promise.all(
      present.map(async (person, i) => {
        const room = rooms[i % rooms.length] as IBreakoutRoom;
        const seat = { roomId: room._id, slot: Math.floor(i / rooms.length), name: person.name, userId: new Types.ObjectId(person.userId) };
        try {
          const previous = await Seats.findOneAndUpdate(
            { sessionId, userId: seat.userId },
            { $set: { roomId: seat.roomId, slot: seat.slot, name: seat.name, joinedAt } },
            { upsert: true, returnDocument: 'before', projection: { roomId: 1 } },
          ).lean<Pick<IBreakoutSeat, 'roomId'>>();
          if (previous) vacated.add(previous.roomId.toString());
          byRoom.get(room._id.toString())?.push(seat);
        } catch (error) {
          // Racing with the member's own join elsewhere: they keep the seat they chose.
          if (!isDuplicateKeyError(error)) throw error;
        }
      }),
    );
    for (const roomId of vacated) await announceRoom(new Types.ObjectId(roomId));
    return byRoom;
  }

  async function loadRoom(roomId: string): Promise<IBreakoutRoom> {
    const room = await Rooms.findById(roomId).lean<IBreakoutRoom>();
    if (!room) throw notFound('Breakout room not found');
    return room;
  }

  /** Takes a free place in the room, leaving the member's previous room (if any) in the same write. */
  async function join(user: TUser | null, roomId: string): Promise<TBreakoutRoom> {
    const room = await loadRoom(roomId);
    const { session } = await access.require(user, room.sessionId.toString(), 'participate');
    requireNotEnded(session);
    if (room.status !== 'active') throw conflict(BREAKOUT_CLOSED);
    const member = actor(user);
    const userId = new Types.ObjectId(member.id);
    for (let attempt = 0; attempt < JOIN_ATTEMPTS; attempt++) {
      const seats = await Seats.find({ roomId: room._id }, SEAT_FIELDS).lean<SeatView[]>();
      if (seats.some((s) => s.userId.equals(userId))) return toBreakoutDTO(room, seats);
      const taken = new Set(seats.map((s) => s.slot));
      const free = Array.from({ length: room.maxParticipants }, (_, i) => i).filter((i) => !taken.has(i));
      if (!free.length) throw conflict(LIVE_MESSAGES.breakoutFull);
      // A random free slot: fifty members racing for five places rarely pick the same one twice.
      const slot = free[randomInt(free.length)] as number;
      let previous: Pick<IBreakoutSeat, 'roomId'> | null;
      try {
        previous = await Seats.findOneAndUpdate(
          { sessionId: room.sessionId, userId },
          { $set: { roomId: room._id, slot, name: displayName(member), joinedAt: new Date() } },
          { upsert: true, returnDocument: 'before', projection: { roomId: 1 } },
        ).lean<Pick<IBreakoutSeat, 'roomId'>>();
      } catch (error) {
        if (isDuplicateKeyError(error)) continue;
        throw error;
      }
      if (!(await Rooms.exists({ _id: room._id, status: 'active' }))) {
        // Closed while we sat down: closing frees every seat, ours included.
        await Seats.deleteOne({ sessionId: room.sessionId, userId, roomId: room._id });
        throw conflict(BREAKOUT_CLOSED);
      }
      const dto = await roomDTO(room);
      events.breakoutUpdated(dto);
      if (previous && !previous.roomId.equals(room._id)) await announceRoom(previous.roomId);
      return dto;
    }
    throw conflict('This breakout room is busy. Please try again.');
  }

  async function leave(user: TUser | null, sessionId: string): Promise<void> {
    await access.require(user, sessionId, 'participate');
    const seat = await Seats.findOneAndDelete({ sessionId, userId: actor(user).id }, { projection: { roomId: 1 } }).lean<Pick<IBreakoutSeat, 'roomId'>>();
    if (seat) await announceRoom(seat.roomId);
  }

  async function closeRooms(sessionId: string, roomIds: Types.ObjectId[]): Promise<string[]> {
    if (!roomIds.length) return [];
    await Rooms.updateMany({ _id: { $in: roomIds }, status: 'active' }, { $set: { status: 'closed', closedAt: new Date() } });
    await Seats.deleteMany({ roomId: { $in: roomIds } });
    const ids = roomIds.map(String);
    events.breakoutClosed(sessionId, ids);
    return ids;
  }

  async function close(user: TUser | null, roomId: string): Promise<{ roomIds: string[] }> {
    const room = await loadRoom(roomId);
    await access.require(user, room.sessionId.toString(), 'manage');
    if (room.status !== 'active') throw conflict(BREAKOUT_CLOSED);
    return { roomIds: await closeRooms(room.sessionId.toString(), [room._id]) };
  }

  /** Every open room of the session closes (by hand, or its timer ran out). */
  async function closeAllOf(sessionId: string): Promise<string[]> {
    const rooms = await Rooms.find({ sessionId, status: 'active' }, { _id: 1 }).lean<Pick<IBreakoutRoom, '_id'>[]>();
    return closeRooms(sessionId, rooms.map((r) => r._id));
  }

  /** Everyone is told to return to the main session. */
  async function closeAll(user: TUser | null, sessionId: string): Promise<{ roomIds: string[] }> {
    const { session } = await access.require(user, sessionId, 'manage');
    const roomIds = await closeAllOf(session.id);
    await timer.clear(session.id);
    return { roomIds };
  }

  async function requireOpenRooms(user: TUser | null, sessionId: string) {
    const { session } = await access.require(user, sessionId, 'manage');
    if (!(await Rooms.exists({ sessionId: session.id, status: 'active' }))) throw conflict(NO_ROOMS_OPEN);
    return session;
  }

  /** More minutes for the open rooms. */
  async function extendTimer(user: TUser | null, sessionId: string, minutes: number): Promise<TBreakoutTimer> {
    const session = await requireOpenRooms(user, sessionId);
    return timer.extend(session.id, minutes);
  }

  /** The rooms close after a one-minute countdown everybody sees. */
  async function startCountdown(user: TUser | null, sessionId: string): Promise<TBreakoutTimer> {
    const session = await requireOpenRooms(user, sessionId);
    return timer.countdown(session.id);
  }

  /** The instructor's message to every open room. */
  async function broadcast(user: TUser | null, sessionId: string, message: string): Promise<TBreakoutMessage> {
    const session = await requireOpenRooms(user, sessionId);
    const sent: TBreakoutMessage = { sessionId: session.id, message, from: displayName(actor(user)), sentAt: new Date(deps.clock.now()).toISOString() };
    events.message(sent);
    return sent;
  }

  /** Account deletion: the member's seats are freed and their rooms announced. */
  async function removeSeatsOf(userId: Types.ObjectId): Promise<void> {
    const seats = await Seats.find({ userId }, { roomId: 1 }).lean<Pick<IBreakoutSeat, 'roomId'>[]>();
    await Seats.deleteMany({ userId });
    for (const s of seats) await announceRoom(s.roomId);
  }

  return {
    list,
    activeRooms,
    myRoomId,
    open,
    join,
    leave,
    close,
    closeAll,
    removeSeatsOf,
    extendTimer,
    startCountdown,
    broadcast,
    currentTimer: timer.current,
    sweepTimers: timer.sweep,
    stop: timer.stop,
  };
}

export type BreakoutsService = ReturnType<typeof breakoutsService>;
