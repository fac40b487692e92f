import { describe, expect, it } from 'vitest';
import { averageRank, averageRating, POLL_KIND_MESSAGES, type TPoll, type TPollForViewer, type TPollTallyEvent, type TVoteResult } from '@app/shared-types/live-training';
import { liveRoom, type Person } from '../helpers/live-training';
import type { TestSocket } from '../helpers/socket-client';
import { command, createPoll, eventWhere } from './interactive-helpers';

// Each poll kind with the instructor and two attendees in real socket.io tabs: what each one sees.
const room = liveRoom();

const tallyOn = (socket: TestSocket, pollId: string, match: (t: TPollTallyEvent) => boolean) => eventWhere<TPollTallyEvent>(socket, 'poll:vote-counted', (t) => t.pollId === pollId && match(t));
const createdOn = (socket: TestSocket, kind: string) => eventWhere<{ poll: TPoll }>(socket, 'poll:created', (e) => e.poll.kind === kind);
const listed = async (who: Person, pollId: string) => ((await who.get(`/api/training/polls/${room.session.id}`)).json as TPollForViewer[]).find((p) => p.id === pollId);

describe('word cloud', () => {
  it('counts short answers as normalised terms, live for everyone, and moves a changed answer', async () => {
    const bobSeesIt = createdOn(room.tabs.bob, 'wordcloud');
    const poll = await createPoll(room.instructor, room.session.id, { kind: 'wordcloud', question: 'One word for payroll season?', options: ['ignored'] });
    expect(poll).toMatchObject({ kind: 'wordcloud', options: [], words: [], totalVoters: 0 });
    expect((await bobSeesIt).poll).toMatchObject({ id: poll.id, words: [] });

    const everyoneSees = [room.tabs.instructor, room.tabs.alice, room.tabs.bob].map((t) => tallyOn(t, poll.id, (e) => e.words?.[0]?.count === 2));
    const ack = await command<TVoteResult>(room.tabs.alice, 'poll:vote', { pollId: poll.id, text: 'Payroll!' });
    expect(ack).toMatchObject({ ok: true, data: { myText: 'Payroll!', totalVoters: 1 } });
    expect((await room.bob.post(`/api/training/polls/${poll.id}/vote`, { text: '  PAYROLL ' })).status).toBe(200);
    for (const seen of await Promise.all(everyoneSees)) expect(seen).toMatchObject({ totalVoters: 2, words: [{ text: 'payroll', count: 2 }] });

    const moved = tallyOn(room.tabs.bob, poll.id, (e) => e.words?.length === 2);
    await command(room.tabs.alice, 'poll:vote', { pollId: poll.id, text: 'cash flow' });
    expect((await moved).words).toEqual([
      { text: 'cash flow', count: 1 },
      { text: 'payroll', count: 1 },
    ]);
    expect(await listed(room.alice, poll.id)).toMatchObject({ myText: 'cash flow', myVote: null, totalVoters: 2 });
  });

  it('refuses an empty word, a too-long one and an answer of another kind', async () => {
    const poll = await createPoll(room.instructor, room.session.id, { kind: 'wordcloud', question: 'A word?' });
    const cases: [Record<string, unknown>, string][] = [
      [{ text: '?!' }, POLL_KIND_MESSAGES.wordRequired],
      [{ text: 'x'.repeat(41) }, 'Word-cloud answers must be at most 40 characters'],
      [{ optionIndex: 0 }, POLL_KIND_MESSAGES.wrongKind],
      [{ text: 'a', rating: 3 }, 'Please choose an option'],
    ];
    for (const [body, message] of cases) {
      const res = await room.alice.post(`/api/training/polls/${poll.id}/vote`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.message).toBe(message);
    }
    expect((await listed(room.instructor, poll.id))?.totalVoters).toBe(0);
  });
});

describe('open text', () => {
  it("kept for the instructor: attendees never see the answers; the instructor sees them named", async () => {
    const poll = await createPoll(room.instructor, room.session.id, { kind: 'open', question: 'What should we cover next?', resultsVisibility: 'instructor' });
    const aliceTally = tallyOn(room.tabs.alice, poll.id, (e) => e.totalVoters === 1);
    const instructorTally = tallyOn(room.tabs.instructor, poll.id, (e) => e.totalVoters === 1);
    await room.bob.post(`/api/training/polls/${poll.id}/vote`, { text: 'Indirect rates, please' });
    expect((await aliceTally).answers).toBeNull();
    expect((await instructorTally).answers).toMatchObject([{ text: 'Indirect rates, please', name: 'Member Tester' }]);
    expect((await listed(room.alice, poll.id))?.answers).toBeNull();
    expect((await listed(room.bob, poll.id))?.myText).toBe('Indirect rates, please');

    // Closing does not hand them to attendees either.
    const closedForAlice = eventWhere<{ poll: TPoll }>(room.tabs.alice, 'poll:closed', (e) => e.poll.id === poll.id);
    const closedForInstructor = eventWhere<{ poll: TPoll }>(room.tabs.instructor, 'poll:closed', (e) => e.poll.id === poll.id);
    await room.instructor.post(`/api/training/polls/${poll.id}/close`);
    expect((await closedForAlice).poll.answers).toBeNull();
    expect((await closedForInstructor).poll.answers).toHaveLength(1);
  });

  it('shown live: attendees see every answer without names, the instructor with names; older answers page', async () => {
    const poll = await createPoll(room.instructor, room.session.id, { kind: 'open', question: 'Your biggest close headache?' });
    const bobSees = tallyOn(room.tabs.bob, poll.id, (e) => e.totalVoters === 2);
    const instructorSees = tallyOn(room.tabs.instructor, poll.id, (e) => e.totalVoters === 2);
    await command(room.tabs.alice, 'poll:vote', { pollId: poll.id, text: 'Accruals' });
    await room.bob.post(`/api/training/polls/${poll.id}/vote`, { text: 'Reconciliations' });
    const forBob = await bobSees;
    expect(forBob.answers?.map((a) => a.text).sort()).toEqual(['Accruals', 'Reconciliations']);
    expect(forBob.answers?.every((a) => a.name === null)).toBe(true);
    expect((await instructorSees).answers?.map((a) => a.name)).toEqual(['Member Tester', 'Member Tester']);
    const newest = (await listed(room.instructor, poll.id))!.answers!;
    const older = await room.instructor.get(`/api/training/polls/${poll.id}/answers?before=${newest[0]!.id}`);
    expect((older.json as { text: string }[]).map((a) => a.text)).toEqual([newest[1]!.text]);
  });
});

describe('rating', () => {
  it('ratings 1-5 give a distribution and an average, for everyone', async () => {
    const poll = await createPoll(room.instructor, room.session.id, { kind: 'rating', question: 'How useful was this section?' });
    expect(poll).toMatchObject({ kind: 'rating', options: [], votes: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } });
    const aliceSees = tallyOn(room.tabs.alice, poll.id, (e) => e.totalVoters === 2);
    await command(room.tabs.alice, 'poll:vote', { pollId: poll.id, rating: 4 });
    await room.bob.post(`/api/training/polls/${poll.id}/vote`, { rating: 5 });
    const seen = await aliceSees;
    expect(seen.votes).toEqual({ '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 });
    expect(averageRating(seen.votes, seen.totalVoters)).toBe(4.5);
    expect(await listed(room.bob, poll.id)).toMatchObject({ myVote: [5] });
    const wrong = await room.alice.post(`/api/training/polls/${poll.id}/vote`, { rating: 6 });
    expect([wrong.status, wrong.json.message]).toEqual([400, POLL_KIND_MESSAGES.ratingRange]);
  });
});

describe('ranking', () => {
  it('average rank per option (Borda), every option ranked once', async () => {
    const poll = await createPoll(room.instructor, room.session.id, { kind: 'ranking', question: 'Rank the topics', options: ['Payroll', 'Sales tax', 'Audits'] });
    const instructorSees = tallyOn(room.tabs.instructor, poll.id, (e) => e.totalVoters === 2);
    await command(room.tabs.alice, 'poll:vote', { pollId: poll.id, ranking: [2, 0, 1] });
    await room.bob.post(`/api/training/polls/${poll.id}/vote`, { ranking: [0, 2, 1] });
    const seen = await instructorSees;
    expect(seen.votes).toEqual({ '0': 3, '1': 0, '2': 3 });
    expect([0, 1, 2].map((i) => averageRank(seen.votes![String(i)]!, seen.totalVoters, 3))).toEqual([1.5, 3, 1.5]);
    expect(await listed(room.alice, poll.id)).toMatchObject({ myVote: [2, 0, 1] });
    const partial = await room.alice.post(`/api/training/polls/${poll.id}/vote`, { ranking: [0, 1] });
    expect([partial.status, partial.json.message]).toEqual([400, POLL_KIND_MESSAGES.rankingRequired]);
  });
});

describe('poll kinds refused at creation', () => {
  it('options for kinds that need them, a correct answer for a quiz, a sane timer', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'ranking', question: 'Q?', options: ['only'] }, 'Options Required: Please provide at least 2 poll options.'],
      [{ kind: 'quiz', question: 'Q?', options: ['a', 'b'] }, POLL_KIND_MESSAGES.correctRequired],
      [{ kind: 'quiz', question: 'Q?', options: ['a', 'b'], correctIndex: 2 }, POLL_KIND_MESSAGES.correctRequired],
      [{ kind: 'quiz', question: 'Q?', options: ['a', 'b'], correctIndex: 0, anonymous: true }, POLL_KIND_MESSAGES.quizNotAnonymous],
      [{ kind: 'quiz', question: 'Q?', options: ['a', 'b'], correctIndex: 0, timerSeconds: 2 }, 'The timer must be 5 to 600 seconds'],
      [{ kind: 'poll', question: 'Q?', options: ['a', 'b'] }, 'Please choose a kind of poll'],
    ];
    for (const [body, message] of cases) {
      const res = await room.instructor.post(`/api/training/polls/${room.session.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.message, JSON.stringify(body)).toBe(message);
    }
  });
});
