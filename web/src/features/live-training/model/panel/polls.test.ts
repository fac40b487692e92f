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
    const held = { polls: [], pollNotice: 'p1' };
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
