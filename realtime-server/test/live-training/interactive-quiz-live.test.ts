import { describe, expect, it } from 'vitest';
import { LIVE_MESSAGES, POLL_KIND_MESSAGES, type TLiveSession, type TPoll, type TQuizLeaderboard, type TVoteResult } from '@app/shared-types/live-training';
import { manualClock } from '../../src/lib/clock';
import { liveRoomSuite, type LiveTabs, type Person } from '../helpers/live-training';
import { command, createPoll, eventWhere } from './interactive-helpers';

// A quiz with the instructor and two attendees in real tabs, on a clock the test moves.
const clock = manualClock();
let instructor: Person;
let alice: Person;
let bob: Person;
let session: TLiveSession;
let tabs: LiveTabs;
liveRoomSuite((room) => ({ instructor, alice, bob, session, tabs } = room), { clock });

describe('quiz', () => {
  it('hides the right answer until revealed, closes on its timer, and ranks players by right answers then speed', async () => {
    const aliceSees = eventWhere<{ poll: TPoll }>(tabs.alice, 'poll:created', (e) => e.poll.kind === 'quiz');
    const instructorSees = eventWhere<{ poll: TPoll }>(tabs.instructor, 'poll:created', (e) => e.poll.kind === 'quiz');
    const quiz = await createPoll(instructor, session.id, { kind: 'quiz', question: 'Which form reports quarterly payroll taxes?', options: ['W-2', '941', '1099-NEC'], correctIndex: 1, timerSeconds: 30 });
    expect(quiz).toMatchObject({ correctIndex: 1, timerSeconds: 30, revealed: false });
    expect(Date.parse(quiz.closesAt!) - clock.now()).toBe(30_000);
    expect((await aliceSees).poll).toMatchObject({ correctIndex: null, closesAt: quiz.closesAt });
    expect((await instructorSees).poll.correctIndex).toBe(1);

    clock.advance(2_000);
    const bobAnswer = await command<TVoteResult>(tabs.bob, 'poll:vote', { pollId: quiz.id, optionIndex: 1 });
    expect(bobAnswer.ok).toBe(true);
    clock.advance(3_000);
    expect((await alice.post(`/api/training/polls/${quiz.id}/vote`, { optionIndex: 0 })).status).toBe(200);
    // A quiz answer is final; the same answer again is only a reload.
    const change = await alice.post(`/api/training/polls/${quiz.id}/vote`, { optionIndex: 1 });
    expect([change.status, change.json.message]).toEqual([409, POLL_KIND_MESSAGES.quizAnswerFinal]);
    expect((await alice.post(`/api/training/polls/${quiz.id}/vote`, { optionIndex: 0 })).status).toBe(200);

    // The timer closes it for everybody; nothing counts after.
    const closedForAlice = eventWhere<{ poll: TPoll }>(tabs.alice, 'poll:closed', (e) => e.poll.id === quiz.id);
    clock.advance(25_000);
    expect((await closedForAlice).poll).toMatchObject({ isActive: false, correctIndex: null, revealed: false, totalVoters: 2 });
    const late = await bob.post(`/api/training/polls/${quiz.id}/vote`, { optionIndex: 1 });
    expect([late.status, late.json.message]).toEqual([409, LIVE_MESSAGES.pollClosed]);

    // Reveal: the right answer for everybody; the leaderboard reaches the instructor, not yet the attendees.
    const revealedForBob = eventWhere<{ poll: TPoll }>(tabs.bob, 'poll:closed', (e) => e.poll.id === quiz.id && e.poll.revealed);
    const boardForInstructor = eventWhere<TQuizLeaderboard>(tabs.instructor, 'quiz:leaderboard', () => true);
    const boardForAlice = eventWhere<TQuizLeaderboard>(tabs.alice, 'quiz:leaderboard', () => true);
    expect((await alice.post(`/api/training/polls/${quiz.id}/reveal`)).status).toBe(403);
    expect((await instructor.post(`/api/training/polls/${quiz.id}/reveal`)).status).toBe(200);
    expect((await revealedForBob).poll.correctIndex).toBe(1);
    const board = await boardForInstructor;
    expect(board).toMatchObject({ shown: false, players: 2 });
    expect(board.entries.map((e) => [e.rank, e.userId, e.correct, e.timeMs])).toEqual([
      [1, bob.user.id, 1, 2_000],
      [2, alice.user.id, 0, 0],
    ]);
    expect(await boardForAlice).toMatchObject({ shown: false, entries: [] });

    // At the instructor's word, everybody sees it.
    const shownToAlice = eventWhere<TQuizLeaderboard>(tabs.alice, 'quiz:leaderboard', (b) => b.shown);
    expect((await alice.request('PUT', `/api/training/polls/${session.id}/leaderboard`, { body: { shown: true } })).status).toBe(403);
    expect((await instructor.request('PUT', `/api/training/polls/${session.id}/leaderboard`, { body: { shown: true } })).status).toBe(200);
    expect((await shownToAlice).entries.map((e) => e.name)).toEqual(['Member Tester', 'Member Tester']);
    expect(((await alice.get(`/api/training/polls/${session.id}/leaderboard`)).json as TQuizLeaderboard).entries).toHaveLength(2);
  });

  it('speed breaks a tie of right answers', async () => {
    const quiz = await createPoll(instructor, session.id, { kind: 'quiz', question: 'W-2s are due to employees by?', options: ['January 31', 'April 15'], correctIndex: 0 });
    clock.advance(1_000);
    await alice.post(`/api/training/polls/${quiz.id}/vote`, { optionIndex: 0 });
    clock.advance(10_000);
    await bob.post(`/api/training/polls/${quiz.id}/vote`, { optionIndex: 1 });
    await instructor.post(`/api/training/polls/${quiz.id}/reveal`);
    const board = (await instructor.get(`/api/training/polls/${session.id}/leaderboard`)).json as TQuizLeaderboard;
    // One right answer each over the two quizzes: Alice took 1 s to hers, Bob 2 s to his.
    expect(board.entries.map((e) => [e.rank, e.userId, e.correct, e.timeMs])).toEqual([
      [1, alice.user.id, 1, 1_000],
      [2, bob.user.id, 1, 2_000],
    ]);
  });
});
