import type { TPoll, TPollForViewer, TSessionSnapshot } from '@app/shared-types/live-training/model';
import { updateById, type TPanelAction, type TSliceContext } from './actions';

/** The polls slice of the panel: the session's polls, newest first, and the one put in front of an attendee. */
export type TPollsState = {
  polls: TPollForViewer[];
  /**
   * A poll that opened while the attendee was here and that they have not answered: offered in a
   * notice they can vote from without leaving what they are reading (as Slido pushes a new poll).
   */
  pollNotice: string | null;
};

export const initialPolls: TPollsState = { polls: [], pollNotice: null };

const byNewest = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
  a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1;

function sortPolls(polls: TPollForViewer[]): TPollForViewer[] {
  return [...polls].sort(byNewest);
}

/** A notice stays only while its poll is still open and unanswered. */
export function pollsFromSnapshot(snapshot: TSessionSnapshot, held: TPollsState): TPollsState {
  const offered = held.pollNotice ? snapshot.polls.find((p) => p.id === held.pollNotice) : undefined;
  return { polls: sortPolls(snapshot.polls), pollNotice: offered && offered.isActive && !offered.myVote?.length ? offered.id : null };
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

function upsertPoll(polls: TPollForViewer[], poll: TPoll): TPollForViewer[] {
  const held = polls.find((p) => p.id === poll.id);
  if (!held) return sortPolls([...polls, { ...poll, myVote: null }]);
  // Broadcast copies know nothing of the viewer: their own vote (and an instructor's voter list) stay.
  const base: TPollForViewer = { ...held, isActive: poll.isActive, closedAt: poll.closedAt, resultsVisibility: poll.resultsVisibility };
  const next = withTally(base, poll);
  return polls.map((p) => (p.id === poll.id ? next : p));
}

function nextPolls(polls: TPollForViewer[], a: TPanelAction): TPollForViewer[] {
  switch (a.type) {
    case 'poll:created':
    case 'poll:closed':
      return upsertPoll(polls, a.payload.poll);
    case 'poll:vote-counted':
      return updateById(polls, a.payload.pollId, (p) => withTally(p, a.payload));
    case 'own:vote':
      return updateById(polls, a.result.pollId, (p) => ({ ...withTally(p, a.result), myVote: a.result.myVote }));
    default:
      return polls;
  }
}

function nextNotice(s: TPollsState, a: TPanelAction, ctx: TSliceContext): string | null {
  switch (a.type) {
    case 'poll:created': {
      // Instructors made it; a copy of a poll already held (a replay) is no news.
      const isNew = !s.polls.some((p) => p.id === a.payload.poll.id);
      return ctx.role === 'attendee' && isNew && a.payload.poll.isActive ? a.payload.poll.id : s.pollNotice;
    }
    case 'poll:closed':
      return a.payload.poll.id === s.pollNotice ? null : s.pollNotice;
    case 'own:vote':
      return a.result.pollId === s.pollNotice ? null : s.pollNotice;
    case 'ui:poll-notice-dismissed':
      return null;
    default:
      return s.pollNotice;
  }
}

/** Applies an action to the polls slice; the same state object when it is not about polls. */
export function reducePolls<S extends TPollsState & TSliceContext>(s: S, a: TPanelAction): S {
  const pollNotice = nextNotice(s, a, s);
  const polls = nextPolls(s.polls, a);
  return polls === s.polls && pollNotice === s.pollNotice ? s : { ...s, polls, pollNotice };
}

/** The poll offered in the notice, while it is still open and unanswered. */
export function noticedPoll(s: TPollsState): TPollForViewer | null {
  const poll = s.pollNotice ? s.polls.find((p) => p.id === s.pollNotice) : undefined;
  return poll && poll.isActive && !poll.myVote?.length ? poll : null;
}

/** Share of voters who chose an option, in whole percent (people, not options: a multiple-choice poll may pass 100 in sum). */
export function percentOf(count: number, totalVoters: number): number {
  return totalVoters > 0 ? Math.round((count / totalVoters) * 100) : 0;
}
