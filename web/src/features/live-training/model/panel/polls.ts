import type { TOpenAnswer, TPoll, TPollForViewer, TQuizLeaderboard, TSessionSnapshot, TWordCount } from '@app/shared-types/live-training/model';
import { updateById, type TPanelAction, type TSliceContext } from './actions';

/** The polls slice of the panel: the session's polls, newest first, and the one put in front of an attendee. */
export type TPollsState = {
  polls: TPollForViewer[];
  /**
   * A poll that opened while the attendee was here and that they have not answered: offered in a
   * notice they can vote from without leaving what they are reading (as Slido pushes a new poll).
   */
  pollNotice: string | null;
  /** The session's quiz leaderboard (attendees get entries only while the instructor shows it). */
  leaderboard: TQuizLeaderboard | null;
};

export const initialPolls: TPollsState = { polls: [], pollNotice: null, leaderboard: null };

const byNewest = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
  a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1;

function sortPolls(polls: TPollForViewer[]): TPollForViewer[] {
  return [...polls].sort(byNewest);
}

/** A notice stays only while its poll is still open and unanswered. */
export function pollsFromSnapshot(snapshot: TSessionSnapshot, held: TPollsState): TPollsState {
  const offered = held.pollNotice ? snapshot.polls.find((p) => p.id === held.pollNotice) : undefined;
  return {
    polls: sortPolls(snapshot.polls),
    pollNotice: offered && offered.isActive && !answered(offered) ? offered.id : null,
    leaderboard: snapshot.leaderboard ?? null,
  };
}

/** The viewer has answered: a choice, a rating, a ranking, or typed words. */
export const answered = (p: Pick<TPollForViewer, 'myVote' | 'myText'>) => !!p.myVote?.length || !!p.myText;

const takesText = (p: Pick<TPoll, 'kind'>) => p.kind === 'wordcloud' || p.kind === 'open';

type TTally = { votes: Record<string, number> | null; totalVoters: number; revision: number; words?: TWordCount[] | null; answers?: TOpenAnswer[] | null };

/**
 * A tally is taken only when newer than the one held. At the same revision a copy with the counts
 * beats one without (an instructor may hear a vote both as attendee and as instructor; closing an
 * after-close poll reveals the counts without a new vote).
 */
export function withTally<P extends TPoll>(poll: P, tally: TTally): P {
  const newer = tally.revision > poll.revision;
  const same = tally.revision === poll.revision;
  const revealed = same && ((poll.votes === null && tally.votes !== null) || (!poll.words && !!tally.words) || (!poll.answers && !!tally.answers));
  if (!newer && !revealed) return poll;
  const next: P = { ...poll, votes: tally.votes, totalVoters: tally.totalVoters, revision: tally.revision };
  // Word clouds and open text carry their terms and answers; a tally without them leaves them as held.
  if (tally.words !== undefined) next.words = tally.words;
  if (tally.answers !== undefined) next.answers = tally.answers;
  return next;
}

function upsertPoll(polls: TPollForViewer[], poll: TPoll): TPollForViewer[] {
  const held = polls.find((p) => p.id === poll.id);
  if (!held) return sortPolls([...polls, { ...poll, myVote: null }]);
  // Broadcast copies know nothing of the viewer: their own vote (and an instructor's voter list) stay.
  const base: TPollForViewer = {
    ...held,
    isActive: poll.isActive,
    closedAt: poll.closedAt,
    closesAt: poll.closesAt,
    resultsVisibility: poll.resultsVisibility,
    revealed: poll.revealed,
    // A quiz's answer reaches attendees with its reveal; an instructor's copy has it all along.
    correctIndex: poll.correctIndex ?? held.correctIndex,
  };
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
      // A vote's answer carries no terms or answers: for word clouds and open text the tally event
      // (same revision, with them) is what updates the results, so the revision is not taken here.
      return updateById(polls, a.result.pollId, (p) => ({ ...(takesText(p) ? p : withTally(p, a.result)), myVote: a.result.myVote, myText: a.result.myText ?? null }));
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
  const leaderboard = a.type === 'quiz:leaderboard' ? a.payload : s.leaderboard;
  return polls === s.polls && pollNotice === s.pollNotice && leaderboard === s.leaderboard ? s : { ...s, polls, pollNotice, leaderboard };
}

/** The poll offered in the notice, while it is still open and unanswered. */
export function noticedPoll(s: TPollsState): TPollForViewer | null {
  const poll = s.pollNotice ? s.polls.find((p) => p.id === s.pollNotice) : undefined;
  return poll && poll.isActive && !answered(poll) ? poll : null;
}

/** Share of voters who chose an option, in whole percent (people, not options: a multiple-choice poll may pass 100 in sum). */
export function percentOf(count: number, totalVoters: number): number {
  return totalVoters > 0 ? Math.round((count / totalVoters) * 100) : 0;
}
