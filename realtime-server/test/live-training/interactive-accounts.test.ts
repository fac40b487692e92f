import { afterAll, describe, expect, it } from 'vitest';
import type { TLiveSession, TQuestion, TSessionSnapshot } from '@app/shared-types/live-training';
import { startTestApp } from '../helpers/test-app';
import { HttpClient } from '../helpers/http-client';
import { liveSession, person, register, sessionTab } from '../helpers/live-training';
import type { TestSocket } from '../helpers/socket-client';
import { createPoll, eventWhere, interactiveStore } from './interactive-helpers';

let server: Awaited<ReturnType<typeof startTestApp>> | undefined;
const open: TestSocket[] = [];
afterAll(async () => {
  for (const s of open.splice(0)) s.disconnect();
  await server?.stop();
});

describe('account deletion', () => {
  it("takes the member's votes off the tallies, their upvotes off the counts, their questions and their seat away, live", async () => {
    server = await startTestApp();
    const [instructor, alice, bob] = await Promise.all([person(server, 'instructor'), person(server), person(server)]);
    const session = await liveSession(instructor);
    await register(alice, session.id);
    await register(bob, session.id);
    const poll = await createPoll(instructor, session.id, { allowMultiple: true });
    await alice.post(`/api/training/polls/${poll.id}/vote`, { optionIndexes: [0, 1] });
    await bob.post(`/api/training/polls/${poll.id}/vote`, { optionIndexes: [1] });
    const hers = (await alice.post(`/api/training/qa/${session.id}`, { question: 'Mine', anonymous: true })).json;
    const his = (await bob.post(`/api/training/qa/${session.id}`, { question: 'His' })).json;
    await alice.post(`/api/training/qa/${his.id}/upvote`);
    const [room] = (await instructor.post(`/api/training/breakouts/${session.id}`, { name: 'Room', maxParticipants: 3 })).json;
    await alice.post(`/api/training/breakouts/${room.id}/join`);

    const bobTab = await sessionTab(server, bob, session.id, open);
    const tally = eventWhere<{ pollId: string; votes: Record<string, number>; totalVoters: number }>(bobTab, 'poll:vote-counted', (e) => e.pollId === poll.id && e.totalVoters === 1);
    const removed = eventWhere<{ questionId: string }>(bobTab, 'question:removed', (e) => e.questionId === hers.id);
    const upvotes = eventWhere<{ questionId: string; upvotes: number }>(bobTab, 'question:upvoted', (e) => e.questionId === his.id && e.upvotes === 0);
    const seat = eventWhere<{ room: { id: string; participants: unknown[] } }>(bobTab, 'breakout:updated', (e) => e.room.id === room.id && e.room.participants.length === 0);

    expect((await alice.request('DELETE', '/api/auth/user', { body: { password: 'secret-pass' } })).status).toBe(204);
    expect((await tally).votes).toEqual({ '0': 0, '1': 1, '2': 0 });
    await Promise.all([removed, upvotes, seat]);

    const m = interactiveStore(server.database.connection);
    expect(await m.Votes.countDocuments({ userId: alice.user.id })).toBe(0);
    expect(await m.Upvotes.countDocuments({ userId: alice.user.id })).toBe(0);
    expect(await m.Questions.countDocuments({ askedBy: alice.user.id })).toBe(0);
    expect(await m.Seats.countDocuments({ userId: alice.user.id })).toBe(0);
    const snapshot = (await bob.get(`/api/live-training/${session.id}/snapshot`)).json as TSessionSnapshot;
    expect(snapshot.polls[0]).toMatchObject({ votes: { '0': 0, '1': 1, '2': 0 }, totalVoters: 1 });
    expect(snapshot.questions.map((q) => [q.id, q.upvotes])).toEqual([[his.id, 0]]);
  });
});

describe('demo data', () => {
  it('seeds the live demo session with an open poll with votes, a closed poll, questions and a resource', async () => {
    await server?.stop();
    server = await startTestApp({ SEED_DEMO_DATA: 'true' });
    const instructor = new HttpClient(server.url);
    await instructor.login('instructor', 'instructor-demo');
    const sessions = (await instructor.get('/api/live-training')).json as TLiveSession[];
    const live = sessions.find((s) => s.status === 'live')!;
    const snap = (await instructor.get(`/api/live-training/${live.id}/snapshot`)).json as TSessionSnapshot;
    expect(snap.role).toBe('instructor');
    const open = snap.polls.find((p) => p.isActive)!;
    const closed = snap.polls.find((p) => !p.isActive)!;
    expect(open.totalVoters).toBeGreaterThan(0);
    expect(Object.values(open.votes!).reduce((a, b) => a + b, 0)).toBe(open.totalVoters);
    expect(closed.totalVoters).toBeGreaterThan(0);
    expect(snap.questions.some((q: TQuestion) => q.status === 'answered')).toBe(true);
    expect(snap.questions.some((q: TQuestion) => q.anonymous && q.askedBy === null && q.askedByName === 'Anonymous')).toBe(true);
    expect(snap.resources).toHaveLength(1);
  });
});
