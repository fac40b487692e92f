import { beforeAll, describe, expect, it } from 'vitest';
import type { TLiveSession, TResource, TSessionSnapshot } from '@app/shared-types/live-training';
import { appSuite, type TestServer } from '../helpers/test-app';
import { HttpClient } from '../helpers/http-client';
import { connectSocket, emitWithAck, type TestSocket } from '../helpers/socket-client';
import { liveSession, person, record, register, sessionTab, unknownId, type Person } from '../helpers/live-training';
import { RECORDING_UNAVAILABLE } from '../../src/modules/live-training/sessions/access';
import { SESSION_ENDED } from '../../src/modules/live-training/interactive/slice-kit';
import { command, createPoll, eventWhere, interactiveStore, panelState, settle, type LiveCommand } from './interactive-helpers';

let server: TestServer;
let instructor: Person;
const open = appSuite(async (app) => {
  server = app;
  instructor = await person(server, 'instructor');
});

describe('a premium-only session', () => {
  let session: TLiveSession;
  let premium: Person;
  let free: Person;
  let visitor: HttpClient;
  let ids: { poll: string; question: string; room: string; resource: string };

  beforeAll(async () => {
    session = await liveSession(instructor, { isPremiumOnly: true });
    [premium, free] = await Promise.all([person(server, 'premium'), person(server)]);
    visitor = new HttpClient(server.url);
    await register(premium, session.id);
    const poll = await createPoll(instructor, session.id);
    await premium.post(`/api/training/polls/${poll.id}/vote`, { optionIndex: 0 });
    const question = await premium.post(`/api/training/qa/${session.id}`, { question: 'Premium question' });
    const [room] = (await instructor.post(`/api/training/breakouts/${session.id}`, { name: 'Premium room', maxParticipants: 3 })).json;
    const resource = await instructor.post(`/api/training/resources/${session.id}`, { title: 'Premium notes', fileUrl: 'https://example.com/notes.pdf' });
    ids = { poll: poll.id, question: question.json.id, room: room.id, resource: resource.json.id };
  });

  const calls = () =>
    [
      ['GET', `/api/training/polls/${session.id}`],
      ['POST', `/api/training/polls/${ids.poll}/vote`, { optionIndex: 1 }],
      ['GET', `/api/training/qa/${session.id}`],
      ['POST', `/api/training/qa/${session.id}`, { question: 'Sneaking in' }],
      ['POST', `/api/training/qa/${ids.question}/upvote`],
      ['GET', `/api/training/breakouts/${session.id}`],
      ['POST', `/api/training/breakouts/${ids.room}/join`],
      ['POST', `/api/training/breakouts/${session.id}/leave`],
      ['GET', `/api/training/resources/${session.id}`],
      ['GET', `/api/live-training/${session.id}/snapshot`],
    ] as [string, string, unknown?][];

  it('refuses free members (403 PREMIUM_REQUIRED) and visitors (401) everything over REST, leaking nothing', async () => {
    const before = await panelState(server.database.connection, session.id);
    for (const [method, path, body] of calls()) {
      const asFree = await free.request(method, path, { body });
      expect(asFree.status, `${method} ${path}`).toBe(403);
      expect(asFree.json.code).toBe('PREMIUM_REQUIRED');
      expect(asFree.text).not.toContain('Premium question');
      const asVisitor = await visitor.request(method, path, { body });
      expect(asVisitor.status, `${method} ${path}`).toBe(401);
    }
    expect(await panelState(server.database.connection, session.id)).toEqual(before);
  });

  it('refuses them every socket command and the room, so no event reaches them', async () => {
    const freeTab = await connectSocket(server.url, free.cookieHeader);
    const visitorTab = await connectSocket(server.url);
    open.push(freeTab, visitorTab);
    const commands: [LiveCommand, unknown][] = [
      ['live:snapshot', { sessionId: session.id }],
      ['poll:vote', { pollId: ids.poll, optionIndex: 1 }],
      ['question:ask', { sessionId: session.id, question: 'Sneaking in' }],
      ['question:upvote', { questionId: ids.question }],
      ['breakout:join', { roomId: ids.room }],
      ['breakout:leave', { sessionId: session.id }],
    ];
    for (const [event, payload] of commands) {
      expect(await command(freeTab, event, payload), event).toMatchObject({ ok: false, error: { code: 'PREMIUM_REQUIRED' } });
      expect(await command(visitorTab, event, payload), event).toMatchObject({ ok: false, error: { code: 'UNAUTHENTICATED' } });
    }
    expect(await emitWithAck(freeTab, 'room:join', { room: `session:${session.id}` })).toMatchObject({ ok: false });
    expect(await emitWithAck(visitorTab, 'room:join', { room: `session:${session.id}` })).toMatchObject({ ok: false });
    const leaked: string[] = [];
    freeTab.onAny((event: string) => leaked.push(event));
    visitorTab.onAny((event: string) => leaked.push(event));
    await createPoll(instructor, session.id, { question: 'Secret poll?' });
    await premium.post(`/api/training/qa/${session.id}`, { question: 'Secret question' });
    await settle();
    expect(leaked).toEqual([]);
  });

  it('lets the registered premium member in, and stops them at the next command once premium ends', async () => {
    const tab = await sessionTab(server, premium, session.id, open);
    expect(await command(tab, 'live:snapshot', { sessionId: session.id })).toMatchObject({ ok: true });
    await server.users.setPremium(premium.user.id, false);
    expect(await command(tab, 'poll:vote', { pollId: ids.poll, optionIndex: 1 })).toMatchObject({ ok: false, error: { code: 'PREMIUM_REQUIRED' } });
    const vote = await interactiveStore(server.database.connection).Votes.findOne({ pollId: ids.poll, userId: premium.user.id }).lean();
    expect(vote?.optionIndexes).toEqual([0]);
  });
});

describe('resources and controls', () => {
  let session: TLiveSession;
  let alice: Person;
  let aliceTab: TestSocket;
  beforeAll(async () => {
    session = await liveSession(instructor);
    alice = await person(server);
    await register(alice, session.id);
    aliceTab = await sessionTab(server, alice, session.id, open);
  });

  it('shared and removed resources reach attendees live; only http(s) links, only by instructors', async () => {
    const shared = eventWhere<{ resource: TResource }>(aliceTab, 'resource:shared', () => true);
    const res = await instructor.post(`/api/training/resources/${session.id}`, { title: 'Checklist', fileUrl: 'https://sam.gov/checklist', uploadedBy: alice.user.id });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ title: 'Checklist', resourceType: 'link', uploadedBy: instructor.user.id, uploadedByName: 'Instructor Tester', downloadAllowed: true });
    expect((await shared).resource.id).toBe(res.json.id);
    expect((await alice.get(`/api/training/resources/${session.id}`)).json.map((r: TResource) => r.id)).toEqual([res.json.id]);

    const before = await panelState(server.database.connection, session.id);
    const bad: Record<string, unknown>[] = [
      { fileUrl: 'https://example.com' },
      { title: ' ', fileUrl: 'https://example.com' },
      { title: 'Script', fileUrl: 'javascript:alert(1)' },
      { title: 'FTP', fileUrl: 'ftp://example.com/file' },
      { title: 'Nothing' },
      { title: 'Type', fileUrl: 'https://example.com', resourceType: 'exe' },
      { title: 'x'.repeat(256), fileUrl: 'https://example.com' },
    ];
    for (const body of bad) expect((await instructor.post(`/api/training/resources/${session.id}`, body)).status, JSON.stringify(body)).toBe(400);
    expect((await alice.post(`/api/training/resources/${session.id}`, { title: 'Mine', fileUrl: 'https://example.com' })).status).toBe(403);
    expect((await alice.request('DELETE', `/api/training/resources/${res.json.id}`)).status).toBe(403);
    expect((await instructor.request('DELETE', `/api/training/resources/${unknownId()}`)).status).toBe(404);
    expect(await panelState(server.database.connection, session.id)).toEqual(before);

    const removed = eventWhere<{ resourceId: string }>(aliceTab, 'resource:removed', () => true);
    expect((await instructor.request('DELETE', `/api/training/resources/${res.json.id}`)).status).toBe(204);
    expect((await removed).resourceId).toBe(res.json.id);
  });

  it('recording is the instructor’s, and a Jitsi meeting cannot be recorded: nothing stored, nothing announced', async () => {
    const announced = record(aliceTab, 'controls:changed');
    const before = await panelState(server.database.connection, session.id);
    const refused = await instructor.request('PUT', `/api/training/controls/${session.id}`, { body: { recording: true } });
    expect(refused).toMatchObject({ status: 409, json: { message: RECORDING_UNAVAILABLE } });
    expect((await alice.request('PUT', `/api/training/controls/${session.id}`, { body: { recording: true } })).status).toBe(403);
    for (const body of [{}, { recording: 'on' }, { screenSharing: true }]) expect((await instructor.request('PUT', `/api/training/controls/${session.id}`, { body })).status).toBe(400);
    expect((await instructor.request('PUT', `/api/training/controls/${unknownId()}`, { body: { recording: true } })).status).toBe(404);
    expect(await panelState(server.database.connection, session.id)).toEqual(before);
    await settle();
    expect(announced).toEqual([]);
  });
});

describe('a late joiner', () => {
  it('gets a snapshot equal to the stored state of every part of the panel', async () => {
    const session = await liveSession(instructor);
    const [alice, carol] = await Promise.all([person(server), person(server)]);
    await register(alice, session.id);
    await register(carol, session.id);
    const open1 = await createPoll(instructor, session.id);
    const closed = await createPoll(instructor, session.id, { allowMultiple: true });
    await alice.post(`/api/training/polls/${open1.id}/vote`, { optionIndex: 1 });
    await alice.post(`/api/training/polls/${closed.id}/vote`, { optionIndexes: [0, 2] });
    await instructor.post(`/api/training/polls/${closed.id}/close`);
    const q1 = (await alice.post(`/api/training/qa/${session.id}`, { question: 'Named' })).json;
    const q2 = (await alice.post(`/api/training/qa/${session.id}`, { question: 'Anonymous', anonymous: true })).json;
    const hidden = (await alice.post(`/api/training/qa/${session.id}`, { question: 'Hidden' })).json;
    await instructor.request('PUT', `/api/training/qa/${hidden.id}/moderate`, { body: { hidden: true } });
    await instructor.request('PUT', `/api/training/qa/${q1.id}/answer`, { body: { answer: 'Yes.' } });
    await carol.post(`/api/training/qa/${q2.id}/upvote`);
    const [room] = (await instructor.post(`/api/training/breakouts/${session.id}`, { name: 'Late', maxParticipants: 5 })).json;
    await carol.post(`/api/training/breakouts/${room.id}/join`);
    await instructor.post(`/api/training/resources/${session.id}`, { title: 'Notes', fileUrl: 'https://example.com/notes' });

    const tab = await sessionTab(server, carol, session.id, open);
    const ack = await command<TSessionSnapshot>(tab, 'live:snapshot', { sessionId: session.id });
    if (!ack.ok) throw new Error(JSON.stringify(ack.error));
    const snap = ack.data;
    const m = interactiveStore(server.database.connection);

    expect(snap.role).toBe('attendee');
    const polls = await m.Polls.find({ sessionId: session.id }).sort({ createdAt: -1, _id: -1 }).lean();
    expect(snap.polls.map((p) => [p.id, p.isActive, p.votes && Object.values(p.votes), p.totalVoters, p.revision, p.myVote])).toEqual(
      polls.map((p) => [p._id.toString(), p.isActive, p.counts, p.totalVoters, p.revision, null]),
    );
    const questions = await m.Questions.find({ sessionId: session.id, hidden: false }).lean();
    expect(snap.questions.map((q) => q.id).sort()).toEqual(questions.map((q) => q._id.toString()).sort());
    expect(snap.questions.find((q) => q.id === q1.id)).toMatchObject({ status: 'answered', answer: 'Yes.', mine: false, viewerUpvoted: false });
    expect(snap.questions.find((q) => q.id === q2.id)).toMatchObject({ askedBy: null, upvotes: 1, viewerUpvoted: true });
    expect(snap.breakouts).toHaveLength(1);
    expect(snap.breakouts[0]!.participants.map((p) => p.userId)).toEqual((await m.Seats.find({ roomId: room.id }).lean()).map((s) => s.userId.toString()));
    expect(snap.myBreakoutId).toBe(room.id);
    expect(snap.resources.map((r) => r.title)).toEqual(['Notes']);
    expect(snap.controls).toEqual({ recording: false });
    expect(snap.presence.count).toBe(1);
    expect(snap.presence.attendees).toBeUndefined();

    // The REST snapshot is the same state; Alice's own snapshot carries her votes and questions.
    const rest = (await carol.get(`/api/live-training/${session.id}/snapshot`)).json as TSessionSnapshot;
    expect({ ...rest, presence: null, session: null }).toEqual({ ...snap, presence: null, session: null });
    const forAlice = (await alice.get(`/api/live-training/${session.id}/snapshot`)).json as TSessionSnapshot;
    expect(forAlice.polls.map((p) => [p.id, p.myVote])).toEqual([
      [closed.id, [0, 2]],
      [open1.id, [1]],
    ]);
    expect(forAlice.questions.filter((q) => q.mine).map((q) => q.id).sort()).toEqual([q1.id, q2.id].sort());
    const forInstructor = (await instructor.get(`/api/live-training/${session.id}/snapshot`)).json as TSessionSnapshot;
    expect(forInstructor.role).toBe('instructor');
    expect(forInstructor.questions.some((q) => q.id === hidden.id)).toBe(true);
    expect(forInstructor.presence.attendees?.map((a) => a.userId)).toEqual([carol.user.id]);
  });
});

describe('an ended session', () => {
  it('keeps its history readable but takes no new votes, questions or seats', async () => {
    const session = await liveSession(instructor);
    const alice = await person(server);
    await register(alice, session.id);
    const poll = await createPoll(instructor, session.id);
    const question = (await alice.post(`/api/training/qa/${session.id}`, { question: 'Before the end' })).json;
    const [room] = (await instructor.post(`/api/training/breakouts/${session.id}`, { name: 'Late', maxParticipants: 3 })).json;
    expect((await instructor.post(`/api/live-training/${session.id}/end`)).status).toBe(200);
    const before = await panelState(server.database.connection, session.id);
    for (const res of [
      await alice.post(`/api/training/polls/${poll.id}/vote`, { optionIndex: 0 }),
      await alice.post(`/api/training/qa/${session.id}`, { question: 'After the end' }),
      await alice.post(`/api/training/qa/${question.id}/upvote`),
      await alice.post(`/api/training/breakouts/${room.id}/join`),
      await instructor.post(`/api/training/polls/${session.id}`, { question: 'Late?', options: ['a', 'b'] }),
    ]) {
      expect(res.status).toBe(409);
      expect(res.json.message).toBe(SESSION_ENDED);
    }
    expect(await panelState(server.database.connection, session.id)).toEqual(before);
    expect((await alice.get(`/api/training/polls/${session.id}`)).status).toBe(200);
  });
});

describe('text limits', () => {
  it('stores poll, question, room and resource texts of exactly their limits in emoji (characters, not UTF-16 units)', async () => {
    const session = await liveSession(instructor);
    const alice = await person(server);
    await register(alice, session.id);
    const emoji = (n: number) => '😀'.repeat(n);
    const poll = await instructor.post(`/api/training/polls/${session.id}`, { question: emoji(500), options: [emoji(200), emoji(200)] });
    expect(poll.status).toBe(201);
    expect(poll.json.question).toBe(emoji(500));
    const question = await alice.post(`/api/training/qa/${session.id}`, { question: emoji(1000) });
    expect(question.status).toBe(201);
    const room = await instructor.post(`/api/training/breakouts/${session.id}`, { name: emoji(100), topic: emoji(200), maxParticipants: 3, count: 2 });
    expect(room.status).toBe(201);
    expect(room.json[1].name).toBe(`${emoji(100)} 2`);
    const resource = await instructor.post(`/api/training/resources/${session.id}`, { title: emoji(255), description: emoji(1000), fileUrl: 'https://example.com/x' });
    expect(resource.status).toBe(201);
    expect((await instructor.post(`/api/training/polls/${session.id}`, { question: emoji(501), options: ['a', 'b'] })).status).toBe(400);
  });
});
