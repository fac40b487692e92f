import type {
  LiveTrainingEvents,
  TBreakoutRoom,
  TLiveSession,
  TPoll,
  TPollForViewer,
  TPresence,
  TQuestion,
  TQuestionForViewer,
  TResource,
  TSessionControls,
  TSessionSnapshot,
  TUpvoteResult,
  TVoteResult,
} from '@app/shared-types/live-training/model';
import { mergeSession } from './session';

/**
 * The interactive panel's state, and every change to it as a pure function `(state, action) =>
 * state`. Server events carry absolute values (whole objects, or counts with a revision), never
 * deltas, so applying them again, or in the order the socket delivered them on top of a newer
 * snapshot, always ends at the server's latest state. That is how a snapshot load works: actions
 * that arrive while it is on its way are applied and also kept, then replayed on the snapshot.
 */

type EventName = keyof LiveTrainingEvents;
export type TPanelEvent = { [E in EventName]: { type: E; payload: Parameters<LiveTrainingEvents[E]>[0] } }[EventName];

/** What the viewer's own commands answered (not broadcast to them in this shape). */
export type TOwnResult =
  | { type: 'own:vote'; result: TVoteResult }
  | { type: 'own:upvote'; result: TUpvoteResult }
  | { type: 'own:question'; question: TQuestionForViewer }
  | { type: 'own:breakout-joined'; room: TBreakoutRoom }
  | { type: 'own:breakout-left' };

export type TPanelAction = TPanelEvent | TOwnResult;

export type TPanelStatus = 'idle' | 'loading' | 'ready' | 'error';

export type TPanelState = {
  sessionId: string | null;
  /** The signed-in viewer's id: breakout membership is read from room participants with it. */
  me: string | null;
  status: TPanelStatus;
  error: string | null;
  session: TLiveSession | null;
  role: 'instructor' | 'attendee';
  /** Newest first. */
  polls: TPollForViewer[];
  questions: TQuestionForViewer[];
  breakouts: TBreakoutRoom[];
  myBreakoutId: string | null;
  /** Shown to everyone after the rooms close ('return to the main session'); null otherwise. */
  breakoutNotice: string | null;
  resources: TResource[];
  presence: TPresence;
  controls: TSessionControls;
  /** Actions received while a snapshot is loading, replayed on it; null when none is loading. */
  buffer: TPanelAction[] | null;
};

export const initialPanelState: TPanelState = {
  sessionId: null,
  me: null,
  status: 'idle',
  error: null,
  session: null,
  role: 'attendee',
  polls: [],
  questions: [],
  breakouts: [],
  myBreakoutId: null,
  breakoutNotice: null,
  resources: [],
  presence: { count: 0 },
  controls: { screenSharing: false, recording: false },
  buffer: null,
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
    polls: sortPolls(snapshot.polls),
    questions: snapshot.role === 'instructor' ? snapshot.questions : snapshot.questions.filter((q) => !q.hidden),
    breakouts: snapshot.breakouts.filter((r) => r.status === 'active'),
    myBreakoutId: snapshot.myBreakoutId,
    breakoutNotice: snapshot.breakouts.some((r) => r.status === 'active') ? null : s.breakoutNotice,
    resources: snapshot.resources,
    presence: snapshot.presence,
    controls: snapshot.controls,
    buffer: null,
  };
  for (const action of s.buffer ?? []) next = reduce(next, action);
  return next;
}

/** The snapshot could not be loaded: what is shown stays; with nothing shown, the error. */
export function snapshotFailed(s: TPanelState, message: string): TPanelState {
  return s.status === 'ready' ? { ...s, buffer: null } : { ...s, status: 'error', error: message, buffer: null };
}

/** The session an action is about (null: the viewer's own results, always ours). */
function actionSessionId(a: TPanelAction): string | null {
  switch (a.type) {
    case 'live-session:updated':
      return a.payload.session.id;
    case 'poll:created':
    case 'poll:closed':
      return a.payload.poll.sessionId;
    case 'question:asked':
    case 'question:answered':
    case 'question:moderated':
      return a.payload.question.sessionId;
    case 'breakout:updated':
      return a.payload.room.sessionId;
    case 'resource:shared':
      return a.payload.resource.sessionId;
    case 'live-session:cancelled':
    case 'presence:changed':
    case 'presence:roster':
    case 'poll:vote-counted':
    case 'question:upvoted':
    case 'question:removed':
    case 'breakout:opened':
    case 'breakout:closed':
    case 'resource:removed':
    case 'controls:changed':
      return a.payload.sessionId;
    default:
      return null;
  }
}

/** Applies a server event or an own result; events of other sessions are ignored. */
export function dispatch(s: TPanelState, action: TPanelAction): TPanelState {
  const sessionId = actionSessionId(action);
  if (sessionId !== null && sessionId !== s.sessionId) return s;
  if (s.status === 'idle') return s;
  const next = reduce(s, action);
  return s.buffer ? { ...next, buffer: [...s.buffer, action] } : next;
}

function reduce(s: TPanelState, a: TPanelAction): TPanelState {
  switch (a.type) {
    case 'live-session:updated':
      return s.session ? { ...s, session: mergeSession(s.session, a.payload.session) } : s;
    case 'live-session:cancelled':
      return s.session ? { ...s, session: { ...s.session, status: 'cancelled' } } : s;
    case 'presence:changed':
      return s.presence.count === a.payload.count ? s : { ...s, presence: { ...s.presence, count: a.payload.count } };
    case 'presence:roster':
      return { ...s, presence: { ...s.presence, attendees: a.payload.attendees } };
    case 'poll:created':
    case 'poll:closed':
      return upsertPoll(s, a.payload.poll);
    case 'poll:vote-counted':
      return updatePoll(s, a.payload.pollId, (p) => withTally(p, a.payload));
    case 'own:vote':
      return updatePoll(s, a.result.pollId, (p) => ({ ...withTally(p, a.result), myVote: a.result.myVote }));
    case 'question:asked':
    case 'question:answered':
    case 'question:moderated':
      return upsertQuestion(s, a.payload.question);
    case 'own:question':
      return upsertQuestion(s, a.question, a.question);
    case 'question:upvoted':
      return updateQuestion(s, a.payload.questionId, (q) => withUpvotes(q, a.payload));
    case 'own:upvote':
      return updateQuestion(s, a.result.questionId, (q) => ({ ...withUpvotes(q, a.result), viewerUpvoted: a.result.upvoted }));
    case 'question:removed':
      return s.questions.some((q) => q.id === a.payload.questionId) ? { ...s, questions: s.questions.filter((q) => q.id !== a.payload.questionId) } : s;
    case 'breakout:opened': {
      let next: TPanelState = { ...s, breakoutNotice: null };
      for (const room of a.payload.rooms) next = upsertRoom(next, room);
      return next;
    }
    case 'breakout:updated':
    case 'own:breakout-joined':
      return upsertRoom(s, a.type === 'breakout:updated' ? a.payload.room : a.room, a.type === 'own:breakout-joined');
    case 'own:breakout-left':
      return leaveRoom(s);
    case 'breakout:closed': {
      const closed = new Set(a.payload.roomIds);
      return {
        ...s,
        breakouts: s.breakouts.filter((r) => !closed.has(r.id)),
        myBreakoutId: s.myBreakoutId && closed.has(s.myBreakoutId) ? null : s.myBreakoutId,
        breakoutNotice: a.payload.message,
      };
    }
    case 'resource:shared':
      return s.resources.some((r) => r.id === a.payload.resource.id)
        ? { ...s, resources: s.resources.map((r) => (r.id === a.payload.resource.id ? a.payload.resource : r)) }
        : { ...s, resources: [...s.resources, a.payload.resource] };
    case 'resource:removed':
      return { ...s, resources: s.resources.filter((r) => r.id !== a.payload.resourceId) };
    case 'controls:changed':
      return { ...s, controls: a.payload.controls };
    default:
      return s;
  }
}

// ---- Polls

const byNewest = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
  a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1;

function sortPolls(polls: TPollForViewer[]): TPollForViewer[] {
  return [...polls].sort(byNewest);
}

type TTally = { votes: Record<string, number> | null; totalVoters: number; revision: number };

/**
 * A tally is taken only when newer than the one held. At the same revision a copy with the counts
 * beats one without (an instructor may hear a vote both as attendee and as instructor; closing an
 * after-close poll reveals the counts without a new vote).
 */
export function withTally<P extends TPoll>(poll: P, tally: TTally): P {
  const newer = tally.revision > poll.revision;
  const revealed = tally.revision === poll.revision && poll.votes === null && tally.votes !== null;
  if (!newer && !revealed) return poll;
  return { ...poll, votes: tally.votes, totalVoters: tally.totalVoters, revision: tally.revision };
}

function upsertPoll(s: TPanelState, poll: TPoll): TPanelState {
  const held = s.polls.find((p) => p.id === poll.id);
  if (!held) return { ...s, polls: sortPolls([...s.polls, { ...poll, myVote: null }]) };
  // Broadcast copies know nothing of the viewer: their own vote (and an instructor's voter list) stay.
  const base: TPollForViewer = { ...held, isActive: poll.isActive, closedAt: poll.closedAt, resultsVisibility: poll.resultsVisibility };
  const next = withTally(base, poll);
  return { ...s, polls: s.polls.map((p) => (p.id === poll.id ? next : p)) };
}

function updatePoll(s: TPanelState, pollId: string, fn: (p: TPollForViewer) => TPollForViewer): TPanelState {
  const held = s.polls.find((p) => p.id === pollId);
  if (!held) return s;
  const next = fn(held);
  return next === held ? s : { ...s, polls: s.polls.map((p) => (p.id === pollId ? next : p)) };
}

// ---- Questions

function withUpvotes(q: TQuestionForViewer, u: { upvotes: number; revision: number }): TQuestionForViewer {
  return u.revision > q.revision ? { ...q, upvotes: u.upvotes, revision: u.revision } : q;
}

function upsertQuestion(s: TPanelState, question: TQuestion, own?: TQuestionForViewer): TPanelState {
  // Attendees never keep a hidden question (the server sends them 'question:removed' instead).
  if (question.hidden && s.role !== 'instructor') return { ...s, questions: s.questions.filter((q) => q.id !== question.id) };
  const held = s.questions.find((q) => q.id === question.id);
  if (!held) {
    const added: TQuestionForViewer = own ?? { ...question, viewerUpvoted: false, mine: !!s.me && question.askedBy === s.me };
    return { ...s, questions: [...s.questions, added] };
  }
  const merged: TQuestionForViewer = {
    ...question,
    viewerUpvoted: own ? own.viewerUpvoted : held.viewerUpvoted,
    mine: held.mine || !!own?.mine,
    // The count follows its own revision, whatever order the copies arrive in.
    upvotes: question.revision >= held.revision ? question.upvotes : held.upvotes,
    revision: Math.max(question.revision, held.revision),
  };
  return { ...s, questions: s.questions.map((q) => (q.id === question.id ? merged : q)) };
}

function updateQuestion(s: TPanelState, questionId: string, fn: (q: TQuestionForViewer) => TQuestionForViewer): TPanelState {
  const held = s.questions.find((q) => q.id === questionId);
  if (!held) return s;
  const next = fn(held);
  return next === held ? s : { ...s, questions: s.questions.map((q) => (q.id === questionId ? next : q)) };
}

/** Pinned first, then most upvoted, then oldest first (the order they were asked). */
export function sortQuestions(questions: TQuestionForViewer[]): TQuestionForViewer[] {
  return [...questions].sort((a, b) => {
    if (a.pinned !== b.pinned) return a.pinned ? -1 : 1;
    if (a.upvotes !== b.upvotes) return b.upvotes - a.upvotes;
    return a.timestamp === b.timestamp ? (a.id < b.id ? -1 : 1) : a.timestamp < b.timestamp ? -1 : 1;
  });
}

// ---- Breakout rooms

/**
 * A room changed (or the viewer's own join was answered). Membership is read from the rooms: a
 * member is in at most one, so being listed in this one means having left any other.
 */
function upsertRoom(s: TPanelState, room: TBreakoutRoom, joinedByMe = false): TPanelState {
  if (room.status !== 'active') {
    return {
      ...s,
      breakouts: s.breakouts.filter((r) => r.id !== room.id),
      myBreakoutId: s.myBreakoutId === room.id ? null : s.myBreakoutId,
    };
  }
  const exists = s.breakouts.some((r) => r.id === room.id);
  let breakouts = exists ? s.breakouts.map((r) => (r.id === room.id ? room : r)) : [...s.breakouts, room];
  const listed = !!s.me && room.participants.some((p) => p.userId === s.me);
  let myBreakoutId = s.myBreakoutId;
  if (listed || joinedByMe) {
    myBreakoutId = room.id;
    // Our own copy of the room we left may lag behind its event: drop us from it now.
    breakouts = breakouts.map((r) => (r.id !== room.id && s.me ? withoutMember(r, s.me) : r));
  } else if (s.myBreakoutId === room.id) {
    myBreakoutId = null;
  }
  return { ...s, breakouts, myBreakoutId, breakoutNotice: null };
}

function withoutMember(room: TBreakoutRoom, userId: string): TBreakoutRoom {
  return room.participants.some((p) => p.userId === userId) ? { ...room, participants: room.participants.filter((p) => p.userId !== userId) } : room;
}

function leaveRoom(s: TPanelState): TPanelState {
  if (!s.myBreakoutId) return s;
  const me = s.me;
  return { ...s, myBreakoutId: null, breakouts: me ? s.breakouts.map((r) => (r.id === s.myBreakoutId ? withoutMember(r, me) : r)) : s.breakouts };
}

/** Share of voters who chose an option, in whole percent (people, not options: a multiple-choice poll may pass 100 in sum). */
export function percentOf(count: number, totalVoters: number): number {
  return totalVoters > 0 ? Math.round((count / totalVoters) * 100) : 0;
}
