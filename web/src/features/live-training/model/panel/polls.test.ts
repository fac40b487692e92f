import { describe, expect, it } from 'vitest';
import { makePoll, makeSnapshot } from '../../test-data';
import type { TSliceContext } from './actions';
import { initialPolls, noticedPoll, pollsFromSnapshot, reducePolls, type TPollsState } from './polls';

const attendee: TSliceContext = { me: 'me', role: 'attendee' };
const state = (overrides: Partial<TPollsState> = {}, ctx = attendee) => ({ ...initialPolls, ...ctx, ...overrides });
const created = (overrides: Parameters<typeof makePoll>[0] = {}) => {
  const { myVote: _drop, ...poll } = makePoll(overrides);
  return { type: 'poll:created' as const, payload: { poll } };
};

describe('polls slice: a new poll put in front of attendees', () => {
  it('offers a poll that opens while the attendee is here, newest first in the list too', () => {
    let s = reducePolls(state({ polls: [makePoll({ id: 'old', createdAt: '2030-03-05T19:00:00.000Z' })] }), created({ id: 'new' }));
    expect(s.polls.map((p) => p.id)).toEqual(['new', 'old']);
    expect(noticedPoll(s)?.id).toBe('new');
    // The same poll again (a replay) does not bring a put-away notice back.
    s = reducePolls(reducePolls(s, { type: 'ui:poll-notice-dismissed' }), created({ id: 'new' }));
    expect(s.pollNotice).toBeNull();
  });

  it('offers nothing to instructors, nor for a poll that is already closed', () => {
    expect(reducePolls(state({}, { me: 't', role: 'instructor' }), created()).pollNotice).toBeNull();
    expect(reducePolls(state(), created({ isActive: false })).pollNotice).toBeNull();
  });

  it('takes the notice away once the attendee votes or the poll closes, leaving other polls’ notices alone', () => {
    const offered = reducePolls(state(), created({ id: 'p1' }));
    const voted = reducePolls(offered, { type: 'own:vote', result: { pollId: 'p1', myVote: [0], votes: { '0': 1 }, totalVoters: 1, revision: 1 } });
    expect(voted.pollNotice).toBeNull();
    const { myVote: _drop, ...closedPoll } = makePoll({ id: 'p1', isActive: false });
    expect(reducePolls(offered, { type: 'poll:closed', payload: { poll: closedPoll } }).pollNotice).toBeNull();
    const { myVote: _other, ...otherPoll } = makePoll({ id: 'p2', isActive: false });
    expect(reducePolls(offered, { type: 'poll:closed', payload: { poll: otherPoll } }).pollNotice).toBe('p1');
  });

  it('keeps the notice through a reload only while its poll is open and unanswered', () => {
    const held = { ...initialPolls, pollNotice: 'p1' };
    expect(pollsFromSnapshot(makeSnapshot({ polls: [makePoll()] }), held).pollNotice).toBe('p1');
    expect(pollsFromSnapshot(makeSnapshot({ polls: [makePoll({ myVote: [1] })] }), held).pollNotice).toBeNull();
    expect(pollsFromSnapshot(makeSnapshot({ polls: [makePoll({ isActive: false })] }), held).pollNotice).toBeNull();
    expect(pollsFromSnapshot(makeSnapshot({ polls: [] }), held).pollNotice).toBeNull();
  });

  it('leaves the state as it is for actions of other slices', () => {
    const s = state();
    expect(reducePolls(s, { type: 'own:breakout-left' })).toBe(s);
  });
});

describe('polls slice: kinds beyond choices', () => {
  const instructor: TSliceContext = { me: 't', role: 'instructor' };
  it('takes a word cloud’s terms and an open poll’s answers from tallies, newer revisions only', () => {
    let s = reducePolls(state({ polls: [makePoll({ kind: 'wordcloud', options: [], votes: {}, words: [], revision: 0 })] }), {
      type: 'poll:vote-counted',
      payload: { sessionId: 's1', pollId: 'p1', votes: {}, totalVoters: 2, revision: 2, words: [{ text: 'payroll', count: 2 }] },
    });
    expect(s.polls[0]?.words).toEqual([{ text: 'payroll', count: 2 }]);
    s = reducePolls(s, { type: 'poll:vote-counted', payload: { sessionId: 's1', pollId: 'p1', votes: {}, totalVoters: 1, revision: 1, words: [{ text: 'old', count: 1 }] } });
    expect(s.polls[0]?.words).toEqual([{ text: 'payroll', count: 2 }]);
  });

  it('an own typed answer counts as answered (the notice goes away)', () => {
    const offered = reducePolls(state(), created({ id: 'w', kind: 'wordcloud', options: [] }));
    expect(noticedPoll(offered)?.id).toBe('w');
    const voted = reducePolls(offered, { type: 'own:vote', result: { pollId: 'w', myVote: [], myText: 'cash', votes: {}, totalVoters: 1, revision: 1 } });
    expect(voted.polls[0]?.myText).toBe('cash');
    expect(noticedPoll(voted)).toBeNull();
    // The answer's own ack (no terms) must not hide the tally of the same revision that has them.
    const counted = reducePolls(voted, { type: 'poll:vote-counted', payload: { sessionId: 's1', pollId: 'w', votes: {}, totalVoters: 1, revision: 1, words: [{ text: 'cash', count: 1 }] } });
    expect(counted.polls[0]?.words).toEqual([{ text: 'cash', count: 1 }]);
  });

  it('a quiz’s answer reaches attendees with its reveal; the instructor’s copy keeps it all along', () => {
    const quiz = makePoll({ id: 'q', kind: 'quiz', options: ['A', 'B'], correctIndex: null, revealed: false });
    const revealed = { type: 'poll:closed' as const, payload: { poll: { ...quiz, myVote: undefined, isActive: false, revealed: true, correctIndex: 1 } } };
    const s = reducePolls(state({ polls: [{ ...quiz, myVote: [0] }] }), revealed);
    expect(s.polls[0]).toMatchObject({ revealed: true, correctIndex: 1, myVote: [0], isActive: false });
    const held = reducePolls(state({ polls: [{ ...quiz, correctIndex: 1 }] }, instructor), { type: 'poll:closed', payload: { poll: { ...quiz, isActive: false } } });
    expect(held.polls[0]?.correctIndex).toBe(1);
  });

  it('keeps the latest leaderboard', () => {
    const board = { sessionId: 's1', shown: true, players: 2, entries: [{ rank: 1, userId: 'a', name: 'Alice', correct: 1, timeMs: 900 }] };
    expect(reducePolls(state(), { type: 'quiz:leaderboard', payload: board }).leaderboard).toEqual(board);
  });
});
