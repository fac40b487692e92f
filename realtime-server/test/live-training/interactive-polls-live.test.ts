import { describe, expect, it } from 'vitest';
import { LIVE_MESSAGES, type TPoll, type TPollForViewer, type TSessionSnapshot, type TVoteResult } from '@app/shared-types/live-training';
import { HttpClient } from '../helpers/http-client';
import { liveRoomSuite, liveSession, person, record, register, sessionTab, unknownId, type LiveRoom } from '../helpers/live-training';
import type { TestSocket } from '../helpers/socket-client';
import { command, createPoll, eventWhere, interactiveStore, panelState, settle } from './interactive-helpers';

// The instructor and two attendees, each in a real socket.io tab of the session's room.
let { server, instructor, alice, bob, session, tabs, open } = {} as LiveRoom;
liveRoomSuite((room) => ({ server, instructor, alice, bob, session, tabs, open } = room));

type Counted = { pollId: string; votes: Record<string, number> | null; totalVoters: number; revision: number };

const tallyOn = (socket: TestSocket, pollId: string, match: (c: Counted) => boolean) => eventWhere<Counted>(socket, 'poll:vote-counted', (c) => c.pollId === pollId && match(c));

describe('a live poll', () => {
  it('reaches attendees without reload, and votes move the tally live for everyone, each person counted once', async () => {
    const seenByAlice = eventWhere<{ poll: TPoll }>(tabs.alice, 'poll:created', () => true);
    const seenByBob = eventWhere<{ poll: TPoll }>(tabs.bob, 'poll:created', () => true);
    // createdBy in the body is a placeholder of the original: identity comes from the session.
    const poll = await createPoll(instructor, session.id, { createdBy: alice.user.id });
    expect(poll.createdBy).toBe(instructor.user.id);
    expect((await seenByAlice).poll).toMatchObject({ id: poll.id, isActive: true, votes: { '0': 0, '1': 0, '2': 0 }, totalVoters: 0 });
    expect((await seenByBob).poll.id).toBe(poll.id);

    const bobSees = tallyOn(tabs.bob, poll.id, (c) => c.votes?.['0'] === 1);
    const ack = await command<TVoteResult>(tabs.alice, 'poll:vote', { pollId: poll.id, optionIndex: 0 });
    expect(ack).toMatchObject({ ok: true, data: { pollId: poll.id, myVote: [0], votes: { '0': 1, '1': 0, '2': 0 }, totalVoters: 1 } });
    expect((await bobSees).totalVoters).toBe(1);

    // Over REST, with someone else's userId in the body: counted as Bob's own vote.
    const instructorSees = tallyOn(tabs.instructor, poll.id, (c) => c.totalVoters === 2);
    const rest = await bob.post(`/api/training/polls/${poll.id}/vote`, { optionIndex: 1, userId: alice.user.id });
    expect(rest.status).toBe(200);
    expect((await instructorSees).votes).toEqual({ '0': 1, '1': 1, '2': 0 });
    const votes = await interactiveStore(server.database.connection).Votes.find({ pollId: poll.id }).lean();
    expect(votes.map((v) => v.userId.toString()).sort()).toEqual([alice.user.id, bob.user.id].sort());

    // Alice changes her mind: her vote moves, she is still one voter.
    const moved = tallyOn(tabs.bob, poll.id, (c) => c.votes?.['1'] === 2);
    const change = await command<TVoteResult>(tabs.alice, 'poll:vote', { pollId: poll.id, optionIndex: 1 });
    expect(change).toMatchObject({ ok: true, data: { votes: { '0': 0, '1': 2, '2': 0 }, totalVoters: 2 } });
    expect((await moved).totalVoters).toBe(2);

    // A reload and the same vote again: nothing is counted twice.
    const again = await alice.post(`/api/training/polls/${poll.id}/vote`, { optionIndex: 1 });
    expect(again.json).toMatchObject({ votes: { '0': 0, '1': 2, '2': 0 }, totalVoters: 2, revision: (change as { data: TVoteResult }).data.revision });
    const listed = (await alice.get(`/api/training/polls/${session.id}`)).json as TPollForViewer[];
    expect(listed.find((p) => p.id === poll.id)).toMatchObject({ myVote: [1], totalVoters: 2, votes: { '0': 0, '1': 2, '2': 0 } });
  });

  it('multiple choice: a person may pick several options and counts once in totalVoters', async () => {
    const poll = await createPoll(instructor, session.id, { allowMultiple: true });
    await alice.post(`/api/training/polls/${poll.id}/vote`, { optionIndexes: [0, 2] });
    const res = await bob.post(`/api/training/polls/${poll.id}/vote`, { optionIndexes: [0, 1, 2] });
    expect(res.json).toMatchObject({ votes: { '0': 2, '1': 1, '2': 2 }, totalVoters: 2, myVote: [0, 1, 2] });
  });

  it("'after-close': attendees get no tally until the close, instructors see it all along", async () => {
    const poll = await createPoll(instructor, session.id, { resultsVisibility: 'after-close' });
    const aliceTally = tallyOn(tabs.alice, poll.id, (c) => c.totalVoters === 1);
    const instructorTally = tallyOn(tabs.instructor, poll.id, (c) => c.totalVoters === 1);
    const ack = await command<TVoteResult>(tabs.bob, 'poll:vote', { pollId: poll.id, optionIndex: 2 });
    expect(ack).toMatchObject({ ok: true, data: { votes: null, totalVoters: 1, myVote: [2] } });
    expect((await aliceTally).votes).toBeNull();
    expect((await instructorTally).votes).toEqual({ '0': 0, '1': 0, '2': 1 });
    expect(((await alice.get(`/api/training/polls/${session.id}`)).json as TPollForViewer[]).find((p) => p.id === poll.id)?.votes).toBeNull();

    const closedForAlice = eventWhere<{ poll: TPoll }>(tabs.alice, 'poll:closed', (e) => e.poll.id === poll.id);
    const closed = await instructor.post(`/api/training/polls/${poll.id}/close`);
    expect(closed.status).toBe(200);
    expect((await closedForAlice).poll).toMatchObject({ isActive: false, votes: { '0': 0, '1': 0, '2': 1 } });
  });

  it('voter lists go to instructors of named polls only; anonymous polls name nobody to anybody', async () => {
    const named = await createPoll(instructor, session.id);
    const anonymous = await createPoll(instructor, session.id, { anonymous: true });
    const instructorEvents = record<unknown>(tabs.instructor, 'poll:vote-counted');
    await alice.post(`/api/training/polls/${named.id}/vote`, { optionIndex: 0 });
    await alice.post(`/api/training/polls/${anonymous.id}/vote`, { optionIndex: 0 });
    await settle();
    const forInstructor = (await instructor.get(`/api/training/polls/${session.id}`)).json as TPollForViewer[];
    expect(forInstructor.find((p) => p.id === named.id)?.voters).toEqual([{ userId: alice.user.id, username: alice.user.username, displayName: 'Member Tester', optionIndexes: [0] }]);
    expect(forInstructor.find((p) => p.id === anonymous.id)?.voters).toBeUndefined();
    const forBob = (await bob.get(`/api/training/polls/${session.id}`)).json as TPollForViewer[];
    expect(forBob.every((p) => p.voters === undefined)).toBe(true);
    expect(JSON.stringify(instructorEvents)).not.toContain(alice.user.id);
  });
});

describe('refused poll requests change nothing', () => {
  it('each wrong field of a new poll gets a 400 with the spec message', async () => {
    const before = await panelState(server.database.connection, session.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ options: ['a', 'b'] }, LIVE_MESSAGES.pollQuestionRequired],
      [{ question: '   ', options: ['a', 'b'] }, LIVE_MESSAGES.pollQuestionRequired],
      [{ question: 42, options: ['a', 'b'] }, LIVE_MESSAGES.pollQuestionRequired],
      [{ question: 'Q?' }, LIVE_MESSAGES.pollOptionsRequired],
      [{ question: 'Q?', options: ['only one'] }, LIVE_MESSAGES.pollOptionsRequired],
      [{ question: 'Q?', options: ['a', '  ', ''] }, LIVE_MESSAGES.pollOptionsRequired],
      [{ question: 'Q?', options: 'a,b' }, LIVE_MESSAGES.pollOptionsRequired],
      [{ question: 'x'.repeat(501), options: ['a', 'b'] }, 'Question must be at most 500 characters'],
      [{ question: 'Q?', options: Array.from({ length: 11 }, (_, i) => `o${i}`) }, 'A poll has at most 10 options'],
      [{ question: 'Q?', options: ['a', 'b'], allowMultiple: 'yes' }, ''],
      [{ question: 'Q?', options: ['a', 'b'], resultsVisibility: 'never' }, ''],
    ];
    for (const [body, message] of cases) {
      const res = await instructor.post(`/api/training/polls/${session.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.code).toBe('VALIDATION_FAILED');
      if (message) expect(res.json.message, JSON.stringify(body)).toBe(message);
    }
    const valid = { question: 'Q?', options: ['a', 'b'] };
    expect((await alice.post(`/api/training/polls/${session.id}`, valid)).status).toBe(403);
    expect((await new HttpClient(server.url).post(`/api/training/polls/${session.id}`, valid)).status).toBe(401);
    expect((await instructor.post(`/api/training/polls/${unknownId()}`, valid)).status).toBe(404);
    expect((await instructor.post('/api/training/polls/not-an-id', valid)).status).toBe(404);
    expect(await panelState(server.database.connection, session.id)).toEqual(before);
  });

  it('votes with a wrong option, on an unknown or closed poll, or from outside the session get a 4xx', async () => {
    const poll = await createPoll(instructor, session.id);
    const closed = await createPoll(instructor, session.id);
    await instructor.post(`/api/training/polls/${closed.id}/close`);
    // A poll of another session, where Alice is not registered.
    const other = await liveSession(instructor);
    const foreign = await createPoll(instructor, other.id);
    const before = await panelState(server.database.connection, session.id);
    const beforeOther = await panelState(server.database.connection, other.id);

    const cases: [string, unknown, number][] = [
      [poll.id, { optionIndex: 3 }, 400],
      [poll.id, { optionIndex: -1 }, 400],
      [poll.id, { optionIndex: '0' }, 400],
      [poll.id, { optionIndex: 1.5 }, 400],
      [poll.id, {}, 400],
      [poll.id, { optionIndex: 0, optionIndexes: [1] }, 400],
      [poll.id, { optionIndexes: [0, 1] }, 400],
      [poll.id, { optionIndexes: [] }, 400],
      [unknownId(), { optionIndex: 0 }, 404],
      ['not-an-id', { optionIndex: 0 }, 404],
      [closed.id, { optionIndex: 0 }, 409],
      [foreign.id, { optionIndex: 0 }, 403],
    ];
    for (const [pollId, body, status] of cases) {
      const res = await alice.post(`/api/training/polls/${pollId}/vote`, body);
      expect(res.status, `${pollId} ${JSON.stringify(body)}`).toBe(status);
      if (status === 409) expect(res.json.message).toBe(LIVE_MESSAGES.pollClosed);
    }
    expect((await new HttpClient(server.url).post(`/api/training/polls/${poll.id}/vote`, { optionIndex: 0 })).status).toBe(401);

    // The same over the socket: the ack carries the error, nothing is stored.
    const outOfRange = await command(tabs.alice, 'poll:vote', { pollId: poll.id, optionIndex: 3 });
    expect(outOfRange).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    const onClosed = await command(tabs.alice, 'poll:vote', { pollId: closed.id, optionIndex: 0 });
    expect(onClosed).toMatchObject({ ok: false, error: { code: 'CONFLICT', message: LIVE_MESSAGES.pollClosed } });
    const malformed = await command(tabs.alice, 'poll:vote', { pollId: 'nope', optionIndex: 0 });
    expect(malformed).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });

    expect(await panelState(server.database.connection, session.id)).toEqual(before);
    expect(await panelState(server.database.connection, other.id)).toEqual(beforeOther);
  });

  it('only instructors close a poll, and a closed poll stays closed', async () => {
    const poll = await createPoll(instructor, session.id);
    expect((await alice.post(`/api/training/polls/${poll.id}/close`)).status).toBe(403);
    expect((await instructor.post(`/api/training/polls/${poll.id}/close`)).status).toBe(200);
    const again = await instructor.post(`/api/training/polls/${poll.id}/close`);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(LIVE_MESSAGES.pollClosed);
    expect((await instructor.post(`/api/training/polls/${unknownId()}/close`)).status).toBe(404);
  });
});

describe('a late joiner', () => {
  it('gets, in one snapshot, exactly the stored polls with its own vote', async () => {
    const carol = await person(server);
    await register(carol, session.id);
    const poll = await createPoll(instructor, session.id);
    await carol.post(`/api/training/polls/${poll.id}/vote`, { optionIndex: 2 });
    await bob.post(`/api/training/polls/${poll.id}/vote`, { optionIndex: 2 });
    const tab = await sessionTab(server, carol, session.id, open);
    const ack = await command<TSessionSnapshot>(tab, 'live:snapshot', { sessionId: session.id });
    if (!ack.ok) throw new Error(JSON.stringify(ack.error));
    const snapshot = ack.data;
    expect(snapshot.role).toBe('attendee');
    expect(snapshot.session.id).toBe(session.id);

    // Equal to the stored polls: every counter, every flag, Carol's own vote.
    const storedPolls = await interactiveStore(server.database.connection).Polls.find({ sessionId: session.id }).sort({ createdAt: -1, _id: -1 }).lean();
    expect(snapshot.polls.map((p) => p.id)).toEqual(storedPolls.map((p) => p._id.toString()));
    for (const [i, p] of snapshot.polls.entries()) {
      const s = storedPolls[i]!;
      expect(p).toMatchObject({ isActive: s.isActive, totalVoters: s.totalVoters, revision: s.revision });
      if (p.votes) expect(Object.values(p.votes)).toEqual(s.counts);
    }
    expect(snapshot.polls.find((p) => p.id === poll.id)).toMatchObject({ myVote: [2], votes: { '0': 0, '1': 0, '2': 2 } });
    // The REST snapshot says the same.
    const rest = (await carol.get(`/api/live-training/${session.id}/snapshot`)).json as TSessionSnapshot;
    expect(rest.polls).toEqual(snapshot.polls);
  });
});
