import type { TLiveSession, TPresence, TSessionSnapshot } from '@app/shared-types/live-training/model';
import { mergeSession } from '../session';
import { actionSessionId, type TPanelAction, type TSliceContext } from './actions';
import { breakoutsFromSnapshot, initialBreakouts, reduceBreakouts, type TBreakoutsState } from './breakouts';
import { engagementFromSnapshot, initialEngagement, reduceEngagement, type TEngagementState } from './engagement';
import { controlsFromSnapshot, initialControls, reduceControls, type TControlsState } from './controls';
import { initialPolls, pollsFromSnapshot, reducePolls, type TPollsState } from './polls';
import { initialQuestions, questionsFromSnapshot, reduceQuestions, type TQuestionsState } from './questions';
import { initialResources, reduceResources, resourcesFromSnapshot, type TResourcesState } from './resources';

export type { TOwnResult, TPanelAction, TPanelEvent } from './actions';
export { percentOf, withTally } from './polls';
export { isShown, sortQuestions, withOlderQuestions } from './questions';

/**
 * The interactive panel's state: the session and who is here (this file), and one slice per
 * sub-feature (polls.ts, questions.ts, breakouts.ts, resources.ts, controls.ts, engagement.ts), each owning its
 * keys and its pure transitions `(state, action) => state`. Server events carry absolute values
 * (whole objects, or counts with a revision), never deltas, so applying them again, or in the
 * order the socket delivered them on top of a newer snapshot, always ends at the server's latest
 * state. That is how a snapshot load works: actions that arrive while it is on its way are applied
 * and also kept, then replayed on the snapshot.
 */

export type TPanelStatus = 'idle' | 'loading' | 'ready' | 'error';

type TCoreState = TSliceContext & {
  sessionId: string | null;
  status: TPanelStatus;
  error: string | null;
  session: TLiveSession | null;
  presence: TPresence;
  /** Actions received while a snapshot is loading, replayed on it; null when none is loading. */
  buffer: TPanelAction[] | null;
};

export type TPanelState = TCoreState & TPollsState & TQuestionsState & TBreakoutsState & TResourcesState & TControlsState & TEngagementState;

export const initialPanelState: TPanelState = {
  sessionId: null,
  me: null,
  status: 'idle',
  error: null,
  session: null,
  role: 'attendee',
  presence: { count: 0 },
  buffer: null,
  ...initialPolls,
  ...initialQuestions,
  ...initialBreakouts,
  ...initialResources,
  ...initialControls,
  ...initialEngagement,
};

/** The panel opens on a session (a different one, or another viewer): everything starts afresh. */
export function openPanel(s: TPanelState, sessionId: string, me: string | null): TPanelState {
  if (s.sessionId === sessionId && s.me === me) return s;
  return { ...initialPanelState, sessionId, me };
}

/** A snapshot request has left: from now on actions are also kept for the replay. */
export function beginSnapshot(s: TPanelState): TPanelState {
  return { ...s, status: s.status === 'ready' ? 'ready' : 'loading', error: null, buffer: s.buffer ?? [] };
}

/** The whole state from the snapshot, then whatever arrived while it was on its way. */
export function applySnapshot(s: TPanelState, snapshot: TSessionSnapshot): TPanelState {
  if (snapshot.session.id !== s.sessionId) return s;
  let next: TPanelState = {
    ...s,
    status: 'ready',
    error: null,
    session: snapshot.session,
    role: snapshot.role,
    presence: snapshot.presence,
    buffer: null,
    ...pollsFromSnapshot(snapshot, s),
    ...questionsFromSnapshot(snapshot, s.me),
    ...breakoutsFromSnapshot(snapshot, s),
    ...resourcesFromSnapshot(snapshot),
    ...controlsFromSnapshot(snapshot),
    ...engagementFromSnapshot(snapshot, s),
  };
  for (const action of s.buffer ?? []) next = reduce(next, action);
  return next;
}

/** The snapshot could not be loaded: what is shown stays; with nothing shown, the error. */
export function snapshotFailed(s: TPanelState, message: string): TPanelState {
  return s.status === 'ready' ? { ...s, buffer: null } : { ...s, status: 'error', error: message, buffer: null };
}

/** Applies a server event or an own result; events of other sessions are ignored. */
export function dispatch(s: TPanelState, action: TPanelAction): TPanelState {
  const sessionId = actionSessionId(action);
  if (sessionId !== null && sessionId !== s.sessionId) return s;
  if (s.status === 'idle') return s;
  const next = reduce(s, action);
  return s.buffer ? { ...next, buffer: [...s.buffer, action] } : next;
}

/** The session and presence, then every slice in turn (each leaves the others' keys alone). */
function reduce(s: TPanelState, a: TPanelAction): TPanelState {
  const core = reduceCore(s, a);
  return reduceEngagement(reduceControls(reduceResources(reduceBreakouts(reduceQuestions(reducePolls(core, a), a), a), a), a), a);
}

function reduceCore(s: TPanelState, a: TPanelAction): TPanelState {
  switch (a.type) {
    case 'live-session:updated':
      return s.session ? { ...s, session: mergeSession(s.session, a.payload.session) } : s;
    case 'live-session:cancelled':
      return s.session ? { ...s, session: { ...s.session, status: 'cancelled' } } : s;
    case 'presence:changed':
      return s.presence.count === a.payload.count ? s : { ...s, presence: { ...s.presence, count: a.payload.count } };
    case 'presence:roster':
      return { ...s, presence: { ...s.presence, attendees: a.payload.attendees } };
    default:
      return s;
  }
}
