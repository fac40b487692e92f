import type { TBreakoutRoom, TSessionSnapshot } from '@app/shared-types/live-training/model';
import type { TPanelAction, TSliceContext } from './actions';

/** The breakout-rooms slice of the panel: the open rooms and the viewer's seat. */
export type TBreakoutsState = {
  breakouts: TBreakoutRoom[];
  myBreakoutId: string | null;
  /** Shown to everyone after the rooms close ('return to the main session'); null otherwise. */
  breakoutNotice: string | null;
  /** The room the instructor placed the viewer in, put in front of them until they leave it or put the notice away. */
  assignedRoomId: string | null;
};

export const initialBreakouts: TBreakoutsState = { breakouts: [], myBreakoutId: null, breakoutNotice: null, assignedRoomId: null };

export function breakoutsFromSnapshot(snapshot: TSessionSnapshot, held: TBreakoutsState): TBreakoutsState {
  const active = snapshot.breakouts.filter((r) => r.status === 'active');
  return {
    breakouts: active,
    myBreakoutId: snapshot.myBreakoutId,
    breakoutNotice: active.length ? null : held.breakoutNotice,
    assignedRoomId: held.assignedRoomId && held.assignedRoomId === snapshot.myBreakoutId ? held.assignedRoomId : null,
  };
}

function withoutMember(room: TBreakoutRoom, userId: string): TBreakoutRoom {
  return room.participants.some((p) => p.userId === userId) ? { ...room, participants: room.participants.filter((p) => p.userId !== userId) } : room;
}

/**
 * A room changed (or the viewer's own join was answered). Membership is read from the rooms: a
 * member is in at most one, so being listed in this one means having left any other.
 */
function upsertRoom(s: TBreakoutsState, me: string | null, room: TBreakoutRoom, joinedByMe = false): TBreakoutsState {
  if (room.status !== 'active') {
    return { ...s, breakouts: s.breakouts.filter((r) => r.id !== room.id), myBreakoutId: s.myBreakoutId === room.id ? null : s.myBreakoutId };
  }
  const exists = s.breakouts.some((r) => r.id === room.id);
  let breakouts = exists ? s.breakouts.map((r) => (r.id === room.id ? room : r)) : [...s.breakouts, room];
  const listed = !!me && room.participants.some((p) => p.userId === me);
  let myBreakoutId = s.myBreakoutId;
  if (listed || joinedByMe) {
    myBreakoutId = room.id;
    // Our own copy of the room we left may lag behind its event: drop us from it now.
    breakouts = breakouts.map((r) => (r.id !== room.id && me ? withoutMember(r, me) : r));
  } else if (s.myBreakoutId === room.id) {
    myBreakoutId = null;
  }
  return { ...s, breakouts, myBreakoutId, breakoutNotice: null };
}

function leaveRoom(s: TBreakoutsState, me: string | null): TBreakoutsState {
  if (!s.myBreakoutId) return s;
  return { ...s, myBreakoutId: null, breakouts: me ? s.breakouts.map((r) => (r.id === s.myBreakoutId ? withoutMember(r, me) : r)) : s.breakouts };
}

function nextBreakouts(s: TBreakoutsState, a: TPanelAction, ctx: TSliceContext): TBreakoutsState {
  switch (a.type) {
    case 'breakout:opened': {
      let next: TBreakoutsState = { ...s, breakoutNotice: null };
      for (const room of a.payload.rooms) next = upsertRoom(next, ctx.me, room);
      return next;
    }
    case 'breakout:assigned':
      return { ...upsertRoom(s, ctx.me, a.payload.room, true), assignedRoomId: a.payload.room.id };
    case 'breakout:updated':
      return upsertRoom(s, ctx.me, a.payload.room);
    case 'own:breakout-joined':
      return upsertRoom(s, ctx.me, a.room, true);
    case 'own:breakout-left':
      return leaveRoom(s, ctx.me);
    case 'breakout:closed': {
      const closed = new Set(a.payload.roomIds);
      return {
        ...s,
        breakouts: s.breakouts.filter((r) => !closed.has(r.id)),
        myBreakoutId: s.myBreakoutId && closed.has(s.myBreakoutId) ? null : s.myBreakoutId,
        breakoutNotice: a.payload.message,
      };
    }
    case 'ui:breakout-notice-dismissed':
      return s.breakoutNotice || s.assignedRoomId ? { ...s, breakoutNotice: null, assignedRoomId: null } : s;
    default:
      return s;
  }
}

/** The assignment notice lasts while the viewer is still in that room. */
function settled(s: TBreakoutsState): TBreakoutsState {
  return s.assignedRoomId && s.assignedRoomId !== s.myBreakoutId ? { ...s, assignedRoomId: null } : s;
}

/** Applies an action to the breakout slice; the same state object when it is not about rooms. */
export function reduceBreakouts<S extends TBreakoutsState & TSliceContext>(s: S, a: TPanelAction): S {
  const held: TBreakoutsState = { breakouts: s.breakouts, myBreakoutId: s.myBreakoutId, breakoutNotice: s.breakoutNotice, assignedRoomId: s.assignedRoomId };
  const next = nextBreakouts(held, a, s);
  return next === held ? s : { ...s, ...settled(next) };
}

/** The room the viewer holds a seat in, if it is open. */
export function myRoom(s: TBreakoutsState): TBreakoutRoom | null {
  return (s.myBreakoutId && s.breakouts.find((r) => r.id === s.myBreakoutId)) || null;
}
