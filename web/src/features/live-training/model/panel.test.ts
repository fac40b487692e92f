import { describe, expect, it } from 'vitest';
import { LIVE_MESSAGES } from '@app/shared-types/live-training/model';
import { makeBroadcastSession, makePoll, makeQuestion, makeResource, makeRoom, makeSession, makeSnapshot, SESSION_ID } from '../test-data';
import { applySnapshot, beginSnapshot, dispatch, initialPanelState, openPanel, percentOf, snapshotFailed, sortQuestions, type TPanelState } from './panel';

const ME = 'me';

function loaded(snapshot = makeSnapshot()): TPanelState {
  return applySnapshot(beginSnapshot(openPanel(initialPanelState, SESSION_ID, ME)), snapshot);
}

describe('snapshot load', () => {
  it('takes the whole state from the snapshot, attendees never holding hidden questions', () => {
    const s = loaded(
      makeSnapshot({
        polls: [makePoll({ id: 'old', createdAt: '2030-03-05T19:00:00.000Z' }), makePoll({ id: 'new', createdAt: '2030-03-05T19:30:00.000Z' })],
        questions: [makeQuestion({ id: 'shown' }), makeQuestion({ id: 'hidden', hidden: true })],
        breakouts: [makeRoom({ participants: [{ userId: ME, name: 'Me' }] })],
        myBreakoutId: 'r1',
        resources: [makeResource()],
        presence: { count: 7 },
      }),
    );
    expect(s.status).toBe('ready');
    expect(s.polls.map((p) => p.id)).toEqual(['new', 'old']);
    expect(s.questions.map((q) => q.id)).toEqual(['shown']);
    expect(s.myBreakoutId).toBe('r1');
    expect(s.presence.count).toBe(7);
    expect(s.buffer).toBeNull();
  });

  it('replays what arrived while the snapshot was on its way, so nothing is lost or regressed', () => {
    let s = beginSnapshot(openPanel(initialPanelState, SESSION_ID, ME));
    // The snapshot was built before these two events, which overtook its answer.
    s = dispatch(s, { type: 'poll:created', payload: { poll: makePoll({ id: 'late' }) } });
    s = dispatch(s, { type: 'poll:vote-counted', payload: { sessionId: SESSION_ID, pollId: 'p1', votes: { '0': 5, '1': 0, '2': 0 }, totalVoters: 5, revision: 5 } });
    s = dispatch(s, { type: 'presence:changed', payload: { sessionId: SESSION_ID, count: 9 } });
    s = applySnapshot(s, makeSnapshot({ polls: [makePoll({ votes: { '0': 4, '1': 0, '2': 0 }, totalVoters: 4, revision: 4 })] }));
    expect(s.polls.map((p) => p.id).sort()).toEqual(['late', 'p1']);
    expect(s.polls.find((p) => p.id === 'p1')).toMatchObject({ totalVoters: 5, revision: 5 });
    expect(s.presence.count).toBe(9);
  });

  it('a reload (reconnect) keeps showing the panel while it loads, and replaces it when the answer comes', () => {
    let s = loaded(makeSnapshot({ polls: [makePoll()] }));
    s = beginSnapshot(s);
    expect(s.status).toBe('ready');
    expect(s.polls).toHaveLength(1);
    s = applySnapshot(s, makeSnapshot({ polls: [] }));
    expect(s.polls).toHaveLength(0);
  });

  it('a failed load shows its error only when there is nothing to show', () => {
    const failedFirst = snapshotFailed(beginSnapshot(openPanel(initialPanelState, SESSION_ID, ME)), 'This session is for premium members.');
    expect(failedFirst).toMatchObject({ status: 'error', error: 'This session is for premium members.' });
    const failedReload = snapshotFailed(beginSnapshot(loaded()), 'offline');
    expect(failedReload).toMatchObject({ status: 'ready', error: null, buffer: null });
  });

  it('ignores a snapshot or event of another session', () => {
    const s = loaded();
    expect(applySnapshot(s, makeSnapshot({ session: makeSession({ id: 'other' }) }))).toBe(s);
    expect(dispatch(s, { type: 'presence:changed', payload: { sessionId: 'other', count: 50 } })).toBe(s);
  });
});

describe('polls', () => {
  it('applies a tally only if its revision is higher than the one held', () => {
    let s = loaded(makeSnapshot({ polls: [makePoll({ votes: { '0': 3, '1': 1, '2': 0 }, totalVoters: 4, revision: 4 })] }));
    s = dispatch(s, { type: 'poll:vote-counted', payload: { sessionId: SESSION_ID, pollId: 'p1', votes: { '0': 2, '1': 1, '2': 0 }, totalVoters: 3, revision: 3 } });
    expect(s.polls[0]).toMatchObject({ totalVoters: 4, revision: 4 });
    s = dispatch(s, { type: 'poll:vote-counted', payload: { sessionId: SESSION_ID, pollId: 'p1', votes: { '0': 3, '1': 2, '2': 0 }, totalVoters: 5, revision: 5 } });
    expect(s.polls[0]).toMatchObject({ votes: { '0': 3, '1': 2, '2': 0 }, totalVoters: 5, revision: 5 });
  });

  it('keeps the viewer’s own vote when a broadcast copy of the poll arrives (created again, closed)', () => {
    let s = loaded(makeSnapshot({ polls: [makePoll()] }));
    s = dispatch(s, { type: 'own:vote', result: { pollId: 'p1', myVote: [1], votes: { '0': 0, '1': 1, '2': 0 }, totalVoters: 1, revision: 1 } });
    expect(s.polls[0]?.myVote).toEqual([1]);
    const { myVote: _ignored, ...broadcast } = makePoll({ isActive: false, closedAt: '2030-03-05T19:40:00.000Z', votes: { '0': 0, '1': 1, '2': 0 }, totalVoters: 1, revision: 1 });
    s = dispatch(s, { type: 'poll:closed', payload: { poll: broadcast } });
    expect(s.polls[0]).toMatchObject({ myVote: [1], isActive: false });
  });

  it('reveals the counts of an after-close poll when it closes, at the same revision', () => {
    let s = loaded(makeSnapshot({ polls: [makePoll({ resultsVisibility: 'after-close', votes: null, totalVoters: 2, revision: 2 })] }));
    s = dispatch(s, { type: 'poll:closed', payload: { poll: makePoll({ resultsVisibility: 'after-close', isActive: false, votes: { '0': 2, '1': 0, '2': 0 }, totalVoters: 2, revision: 2 }) } });
    expect(s.polls[0]).toMatchObject({ isActive: false, votes: { '0': 2, '1': 0, '2': 0 } });
  });

  it('counts people, not options, in percentages', () => {
    expect(percentOf(3, 4)).toBe(75);
    expect(percentOf(0, 0)).toBe(0);
  });
});

describe('questions', () => {
  it('sorts pinned first, then by upvotes, then oldest first', () => {
    const sorted = sortQuestions([
      makeQuestion({ id: 'a', upvotes: 1, timestamp: '2030-01-01T00:00:01Z' }),
      makeQuestion({ id: 'b', upvotes: 5 }),
      makeQuestion({ id: 'c', upvotes: 0, pinned: true }),
      makeQuestion({ id: 'd', upvotes: 1, timestamp: '2030-01-01T00:00:00Z' }),
    ]);
    expect(sorted.map((q) => q.id)).toEqual(['c', 'b', 'd', 'a']);
  });

  it('removes a hidden question for attendees, keeps it (marked) for instructors', () => {
    const attendee = dispatch(loaded(makeSnapshot({ questions: [makeQuestion()] })), { type: 'question:removed', payload: { sessionId: SESSION_ID, questionId: 'q1' } });
    expect(attendee.questions).toEqual([]);
    const instructor = dispatch(loaded(makeSnapshot({ role: 'instructor', questions: [makeQuestion()] })), {
      type: 'question:moderated',
      payload: { question: makeQuestion({ hidden: true }) },
    });
    expect(instructor.questions[0]).toMatchObject({ hidden: true });
    // Were an attendee to get the moderated copy, it still goes.
    const stray = dispatch(loaded(makeSnapshot({ questions: [makeQuestion()] })), { type: 'question:moderated', payload: { question: makeQuestion({ hidden: true }) } });
    expect(stray.questions).toEqual([]);
  });

  it('upvotes: counts by revision, the viewer’s own toggle from its answer, kept through broadcast copies', () => {
    let s = loaded(makeSnapshot({ questions: [makeQuestion({ upvotes: 2, revision: 2 })] }));
    s = dispatch(s, { type: 'own:upvote', result: { questionId: 'q1', upvoted: true, upvotes: 3, revision: 3 } });
    expect(s.questions[0]).toMatchObject({ upvotes: 3, viewerUpvoted: true });
    s = dispatch(s, { type: 'question:upvoted', payload: { sessionId: SESSION_ID, questionId: 'q1', upvotes: 2, revision: 2 } });
    expect(s.questions[0]?.upvotes).toBe(3);
    s = dispatch(s, { type: 'question:answered', payload: { question: makeQuestion({ status: 'answered', answer: 'No, a 1099.', upvotes: 3, revision: 3 }) } });
    expect(s.questions[0]).toMatchObject({ status: 'answered', answer: 'No, a 1099.', viewerUpvoted: true, upvotes: 3 });
  });

  it('adds an asked question once, whichever of the answer and the event comes first', () => {
    let s = loaded();
    s = dispatch(s, { type: 'own:question', question: makeQuestion({ id: 'mine', mine: true, askedBy: null, anonymous: true, askedByName: 'Anonymous' }) });
    s = dispatch(s, { type: 'question:asked', payload: { question: makeQuestion({ id: 'mine', askedBy: null, anonymous: true, askedByName: 'Anonymous' }) } });
    expect(s.questions).toHaveLength(1);
    expect(s.questions[0]?.mine).toBe(true);
  });
});

describe('breakout rooms', () => {
  it('reads membership from the rooms: random assignment, joining, moving, leaving', () => {
    let s = loaded();
    s = dispatch(s, {
      type: 'breakout:opened',
      payload: { sessionId: SESSION_ID, assignment: 'random', rooms: [makeRoom({ participants: [{ userId: ME, name: 'Me' }] }), makeRoom({ id: 'r2', name: 'Room 2' })] },
    });
    expect(s.myBreakoutId).toBe('r1');
    s = dispatch(s, { type: 'own:breakout-joined', room: makeRoom({ id: 'r2', name: 'Room 2', participants: [{ userId: ME, name: 'Me' }] }) });
    expect(s.myBreakoutId).toBe('r2');
    expect(s.breakouts.find((r) => r.id === 'r1')?.participants).toEqual([]);
    s = dispatch(s, { type: 'own:breakout-left' });
    expect(s.myBreakoutId).toBeNull();
    expect(s.breakouts.find((r) => r.id === 'r2')?.participants).toEqual([]);
  });

  it('tells everyone to return to the main session when the rooms close', () => {
    let s = loaded(makeSnapshot({ breakouts: [makeRoom({ participants: [{ userId: ME, name: 'Me' }] })], myBreakoutId: 'r1' }));
    s = dispatch(s, { type: 'breakout:closed', payload: { sessionId: SESSION_ID, roomIds: ['r1'], message: LIVE_MESSAGES.returnToMain } });
    expect(s).toMatchObject({ breakouts: [], myBreakoutId: null, breakoutNotice: LIVE_MESSAGES.returnToMain });
    s = dispatch(s, { type: 'breakout:opened', payload: { sessionId: SESSION_ID, assignment: 'choose', rooms: [makeRoom({ id: 'r9' })] } });
    expect(s.breakoutNotice).toBeNull();
  });

  it('someone else’s update of the viewer’s room without them in it means they were moved out', () => {
    let s = loaded(makeSnapshot({ breakouts: [makeRoom({ participants: [{ userId: ME, name: 'Me' }] })], myBreakoutId: 'r1' }));
    s = dispatch(s, { type: 'breakout:updated', payload: { room: makeRoom({ participants: [{ userId: 'other', name: 'Other' }] }) } });
    expect(s.myBreakoutId).toBeNull();
  });
});

describe('session, presence, controls, resources', () => {
  it('keeps the viewer’s registration and meeting link through a broadcast session update', () => {
    let s = loaded();
    s = dispatch(s, { type: 'live-session:updated', payload: { session: makeBroadcastSession({ status: 'completed', title: 'Renamed' }) } });
    expect(s.session).toMatchObject({ status: 'completed', title: 'Renamed', zoomJoinUrl: 'https://meet.example.test/main', viewer: { registered: true } });
    s = dispatch(s, { type: 'live-session:cancelled', payload: { sessionId: SESSION_ID, title: 'Renamed' } });
    expect(s.session?.status).toBe('cancelled');
  });

  it('follows presence, the instructor’s roster, controls and resources', () => {
    let s = loaded();
    s = dispatch(s, { type: 'presence:changed', payload: { sessionId: SESSION_ID, count: 12 } });
    s = dispatch(s, { type: 'presence:roster', payload: { sessionId: SESSION_ID, attendees: [{ userId: 'a', name: 'Ann' }] } });
    s = dispatch(s, { type: 'controls:changed', payload: { sessionId: SESSION_ID, controls: { recording: true } } });
    s = dispatch(s, { type: 'resource:shared', payload: { resource: makeResource() } });
    s = dispatch(s, { type: 'resource:shared', payload: { resource: makeResource() } });
    expect(s.presence).toEqual({ count: 12, attendees: [{ userId: 'a', name: 'Ann' }] });
    expect(s.controls.recording).toBe(true);
    expect(s.resources).toHaveLength(1);
    s = dispatch(s, { type: 'resource:removed', payload: { sessionId: SESSION_ID, resourceId: 'res1' } });
    expect(s.resources).toHaveLength(0);
  });

  it('another session (or viewer) starts from nothing', () => {
    const s = loaded(makeSnapshot({ polls: [makePoll()] }));
    expect(openPanel(s, SESSION_ID, ME)).toBe(s);
    expect(openPanel(s, 'other', ME)).toMatchObject({ sessionId: 'other', polls: [], status: 'idle' });
    expect(openPanel(s, SESSION_ID, 'someone-else').polls).toEqual([]);
  });
});
