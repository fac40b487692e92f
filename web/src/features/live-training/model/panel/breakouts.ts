import type { TBreakoutRoom, TSessionSnapshot } from '@app/shared-types/live-training/model';
import type { TPanelAction, TSliceContext } from './actions';

/** The breakout-rooms slice of the panel: the open rooms and the viewer's seat. */
export type TBreakoutsState = {
  breakouts: TBreakoutRoom[];
  myBreakoutId: string | null;
  /** Shown to everyone after the rooms close ('return to the main session'); null otherwise. */
  breakoutNotice: string | null;
};

export const initialBreakouts: TBreakoutsState = { breakouts: [], myBreakoutId: null, breakoutNotice: null };

export function breakoutsFromSnapshot(snapshot: TSessionSnapshot, held: TBreakoutsState): TBreakoutsState {
  const active = snapshot.breakouts.filter((r) => r.status === 'active');
  return { breakouts: active, myBreakoutId: snapshot.myBreakoutId, breakoutNotice: active.length ? null : held.breakoutNotice };
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
  return { breakouts, myBreakoutId, breakoutNotice: null };
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
    case 'breakout:updated':
      return upsertRoom(s, ctx.me, a.payload.room);
    case 'own:breakout-joined':
      return upsertRoom(s, ctx.me, a.room, true);
    case 'own:breakout-left':
      return leaveRoom(s, ctx.me);
    case 'breakout:closed': {
      const closed = new Set(a.payload.roomIds);
      return {
        breakouts: s.breakouts.filter((r) => !closed.has(r.id)),
        myBreakoutId: s.myBreakoutId && closed.has(s.myBreakoutId) ? null : s.myBreakoutId,
        breakoutNotice: a.payload.message,
      };
    }
    default:
      return s;
  }
}

/** Applies an action to the breakout slice; the same state object when it is not about rooms. */
export function reduceBreakouts<S extends TBreakoutsState & TSliceContext>(s: S, a: TPanelAction): S {
  const held: TBreakoutsState = { breakouts: s.breakouts, myBreakoutId: s.myBreakoutId, breakoutNotice: s.breakoutNotice };
  const next = nextBreakouts(held, a, s);
  return next === held ? s : { ...s, ...next };
}
