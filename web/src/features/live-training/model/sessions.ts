import { isJoinWindowOpen, type TLiveSession, type TSessionCategoryFilter } from '@app/shared-types/live-training/model';
import { mergeSession } from './session';

/**
 * The session lists of /live-training: the answers of GET /api/live-training?category= and
 * GET /api/live-training/upcoming, keyed by what was asked, over one map of sessions by id so a
 * registration or a status change shows on every card of that session at once.
 */

export type TListKey = `all:${TSessionCategoryFilter}` | 'upcoming';
export type TList = { status: 'loading' | 'ready' | 'error'; ids: string[]; error: string | null };

export type TSessionsState = {
  /** Whom the lists were answered for (a user id, or 'visitor'): another viewer reloads them. */
  viewer: string | null;
  sessions: Record<string, TLiveSession>;
  lists: Partial<Record<TListKey, TList>>;
};

export const initialSessionsState: TSessionsState = { viewer: null, sessions: {}, lists: {} };

export const listKey = (kind: 'all' | 'upcoming', category: TSessionCategoryFilter = 'all'): TListKey => (kind === 'upcoming' ? 'upcoming' : `all:${category}`);

export function beginList(s: TSessionsState, key: TListKey): TSessionsState {
  const held = s.lists[key];
  // A reload keeps showing what it has.
  if (held?.status === 'ready') return s;
  return { ...s, lists: { ...s.lists, [key]: { status: 'loading', ids: held?.ids ?? [], error: null } } };
}

export function applyList(s: TSessionsState, key: TListKey, sessions: TLiveSession[]): TSessionsState {
  const map = { ...s.sessions };
  for (const session of sessions) map[session.id] = session;
  return { ...s, sessions: map, lists: { ...s.lists, [key]: { status: 'ready', ids: sessions.map((x) => x.id), error: null } } };
}

export function applyListError(s: TSessionsState, key: TListKey, message: string): TSessionsState {
  const held = s.lists[key];
  if (held?.status === 'ready') return s;
  return { ...s, lists: { ...s.lists, [key]: { status: 'error', ids: held?.ids ?? [], error: message } } };
}

/** One session's new state (a registration's answer, a lifecycle change, an event, a new session). */
export function applySession(s: TSessionsState, session: TLiveSession, addTo: TListKey[] = []): TSessionsState {
  const lists = { ...s.lists };
  for (const key of addTo) {
    const list = lists[key];
    if (list && !list.ids.includes(session.id)) lists[key] = { ...list, ids: [session.id, ...list.ids] };
  }
  return { ...s, sessions: { ...s.sessions, [session.id]: mergeSession(s.sessions[session.id], session) }, lists };
}

export function applyCancelled(s: TSessionsState, sessionId: string): TSessionsState {
  const held = s.sessions[sessionId];
  if (!held || held.status === 'cancelled') return s;
  return { ...s, sessions: { ...s.sessions, [sessionId]: { ...held, status: 'cancelled' } } };
}

export function listSessions(s: TSessionsState, key: TListKey): TLiveSession[] {
  return (s.lists[key]?.ids ?? []).map((id) => s.sessions[id]).filter((x): x is TLiveSession => !!x);
}

export const byStart = (a: TLiveSession, b: TLiveSession) => Date.parse(a.scheduledStartTime) - Date.parse(b.scheduledStartTime);

export function inCategory(sessions: TLiveSession[], category: TSessionCategoryFilter): TLiveSession[] {
  return category === 'all' ? sessions : sessions.filter((x) => x.category === category);
}

/** Completed sessions, the most recent first (each with its recording link when one was published). */
export function recordings(sessions: TLiveSession[]): TLiveSession[] {
  return sessions.filter((x) => x.status === 'completed').sort((a, b) => byStart(b, a));
}

/**
 * Sessions whose panel the viewer may open now: their own (registered or instructor rights) and
 * running or inside the join window, the live ones first.
 */
export function interactiveSessions(sessions: TLiveSession[], now: number): TLiveSession[] {
  return sessions
    .filter((x) => (x.viewer.registered || x.viewer.canManage) && isJoinWindowOpen(x, now))
    .sort((a, b) => (a.status === 'live') === (b.status === 'live') ? byStart(a, b) : a.status === 'live' ? -1 : 1);
}
