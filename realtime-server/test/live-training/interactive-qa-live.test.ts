import { describe, expect, it } from 'vitest';
import { LIVE_MESSAGES, type TQuestion, type TQuestionForViewer, type TUpvoteResult } from '@app/shared-types/live-training';
import { HttpClient } from '../helpers/http-client';
import { liveRoomSuite, person, record, unknownId, type LiveRoom } from '../helpers/live-training';
import { command, eventWhere, panelState, settle } from './interactive-helpers';

let { server, instructor, alice, bob, session, tabs } = {} as LiveRoom;
liveRoomSuite((room) => ({ server, instructor, alice, bob, session, tabs } = room));

async function ask(client: HttpClient, body: Record<string, unknown>): Promise<TQuestionForViewer> {
  const res = await client.post(`/api/training/qa/${session.id}`, body);
  if (res.status !== 201) throw new Error(`ask failed: ${res.status} ${res.text}`);
  return res.json as TQuestionForViewer;
}

describe('questions', () => {
  it('reach everyone live; askedBy in the body is ignored', async () => {
    const seen = eventWhere<{ question: TQuestion }>(tabs.bob, 'question:asked', () => true);
    const asked = await ask(alice, { question: 'How do we allocate G&A?', askedBy: bob.user.id });
    expect(asked).toMatchObject({ askedBy: alice.user.id, askedByName: 'Member Tester', mine: true, status: 'pending', upvotes: 0 });
    expect((await seen).question).toMatchObject({ id: asked.id, askedBy: alice.user.id });
  });

  it('asked anonymously over the socket, name nobody to anybody; the asker still sees it as theirs', async () => {
    const instructorSees = eventWhere<{ question: TQuestion }>(tabs.instructor, 'question:asked', (e) => e.question.anonymous);
    const ack = await command<TQuestionForViewer>(tabs.alice, 'question:ask', { sessionId: session.id, question: 'Is our rate defensible?', anonymous: true });
    expect(ack).toMatchObject({ ok: true, data: { askedBy: null, askedByName: 'Anonymous', mine: true } });
    const event = await instructorSees;
    expect(event.question).toMatchObject({ askedBy: null, askedByName: 'Anonymous' });
    expect(JSON.stringify(event)).not.toContain(alice.user.id);
    const id = (ack as { data: TQuestionForViewer }).data.id;
    const forInstructor = ((await instructor.get(`/api/training/qa/${session.id}`)).json as TQuestionForViewer[]).find((q) => q.id === id);
    expect(forInstructor).toMatchObject({ askedBy: null, askedByName: 'Anonymous', mine: false });
    expect(JSON.stringify(forInstructor)).not.toContain(alice.user.id);
    const forAlice = ((await alice.get(`/api/training/qa/${session.id}`)).json as TQuestionForViewer[]).find((q) => q.id === id);
    expect(forAlice?.mine).toBe(true);
  });

  it('upvotes toggle, move live for everyone and show as the viewer’s own', async () => {
    const q = await ask(alice, { question: 'Upvote me' });
    const aliceSees = eventWhere<{ questionId: string; upvotes: number }>(tabs.alice, 'question:upvoted', (e) => e.questionId === q.id && e.upvotes === 1);
    const up = await command<TUpvoteResult>(tabs.bob, 'question:upvote', { questionId: q.id });
    expect(up).toMatchObject({ ok: true, data: { upvoted: true, upvotes: 1 } });
    await aliceSees;
    const forBob = ((await bob.get(`/api/training/qa/${session.id}`)).json as TQuestionForViewer[]).find((x) => x.id === q.id);
    expect(forBob).toMatchObject({ viewerUpvoted: true, upvotes: 1 });
    const down = await bob.post(`/api/training/qa/${q.id}/upvote`);
    expect(down.json).toMatchObject({ upvoted: false, upvotes: 0 });
    expect(down.json.revision).toBeGreaterThan((up as { data: TUpvoteResult }).data.revision);
  });

  it('instructors answer (pending -> answered), pin and hide; hidden questions reach instructors only', async () => {
    const q = await ask(bob, { question: 'Answer and hide me' });
    expect((await alice.request('PUT', `/api/training/qa/${q.id}/answer`, { body: { answer: 'Mine' } })).status).toBe(403);
    const answeredLive = eventWhere<{ question: TQuestion }>(tabs.alice, 'question:answered', (e) => e.question.id === q.id);
    const answered = await instructor.request('PUT', `/api/training/qa/${q.id}/answer`, { body: { answer: 'Keep a separate pool.', answeredBy: alice.user.id } });
    expect(answered.json).toMatchObject({ status: 'answered', answer: 'Keep a separate pool.', answeredByName: 'Instructor Tester' });
    expect((await answeredLive).question.status).toBe('answered');

    const aliceRemoved = eventWhere<{ questionId: string }>(tabs.alice, 'question:removed', (e) => e.questionId === q.id);
    const instructorModerated = eventWhere<{ question: TQuestion }>(tabs.instructor, 'question:moderated', (e) => e.question.id === q.id);
    const aliceModerated = record<{ question: TQuestion }>(tabs.alice, 'question:moderated');
    expect((await alice.request('PUT', `/api/training/qa/${q.id}/moderate`, { body: { hidden: true } })).status).toBe(403);
    const hidden = await instructor.request('PUT', `/api/training/qa/${q.id}/moderate`, { body: { hidden: true } });
    expect(hidden.json).toMatchObject({ hidden: true });
    await aliceRemoved;
    expect((await instructorModerated).question.hidden).toBe(true);
    await settle();
    expect(aliceModerated.filter((e) => e.question.id === q.id)).toEqual([]);
    expect(((await alice.get(`/api/training/qa/${session.id}`)).json as TQuestionForViewer[]).some((x) => x.id === q.id)).toBe(false);
    expect(((await instructor.get(`/api/training/qa/${session.id}`)).json as TQuestionForViewer[]).some((x) => x.id === q.id)).toBe(true);
    // Hidden means not found to attendees, by id as well.
    expect((await alice.post(`/api/training/qa/${q.id}/upvote`)).status).toBe(404);

    const pinnedLive = eventWhere<{ question: TQuestion }>(tabs.alice, 'question:moderated', (e) => e.question.id === q.id && e.question.pinned);
    await instructor.request('PUT', `/api/training/qa/${q.id}/moderate`, { body: { hidden: false, pinned: true } });
    await pinnedLive;
    const list = (await alice.get(`/api/training/qa/${session.id}`)).json as TQuestionForViewer[];
    expect(list[0]?.id).toBe(q.id);
  });
});

describe('refused Q&A requests change nothing', () => {
  it('wrong fields, unknown ids, outsiders and visitors get a 4xx', async () => {
    const q = await ask(alice, { question: 'Existing' });
    const before = await panelState(server.database.connection, session.id);
    const asks: [Record<string, unknown>, string][] = [
      [{}, LIVE_MESSAGES.questionRequired],
      [{ question: '   ' }, LIVE_MESSAGES.questionRequired],
      [{ question: 7 }, LIVE_MESSAGES.questionRequired],
      [{ question: 'x'.repeat(1001) }, 'Question must be at most 1000 characters'],
      [{ question: 'Fine', anonymous: 'yes' }, ''],
    ];
    for (const [body, message] of asks) {
      const res = await alice.post(`/api/training/qa/${session.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (message) expect(res.json.message).toBe(message);
    }
    const outsider = await person(server);
    expect((await outsider.post(`/api/training/qa/${session.id}`, { question: 'Let me in' })).status).toBe(403);
    expect((await outsider.post(`/api/training/qa/${q.id}/upvote`)).status).toBe(403);
    expect((await outsider.get(`/api/training/qa/${session.id}`)).status).toBe(403);
    expect((await new HttpClient(server.url).post(`/api/training/qa/${session.id}`, { question: 'Visitor' })).status).toBe(401);
    expect((await alice.post(`/api/training/qa/${unknownId()}`, { question: 'Nowhere' })).status).toBe(404);
    expect((await alice.post(`/api/training/qa/${unknownId()}/upvote`)).status).toBe(404);
    expect((await alice.post('/api/training/qa/zzz/upvote')).status).toBe(404);
    for (const body of [{}, { answer: '' }, { answer: 'x'.repeat(2001) }]) {
      expect((await instructor.request('PUT', `/api/training/qa/${q.id}/answer`, { body })).status).toBe(400);
    }
    expect((await instructor.request('PUT', `/api/training/qa/${unknownId()}/answer`, { body: { answer: 'A' } })).status).toBe(404);
    for (const body of [{}, { pinned: 'yes' }, { hidden: 1 }]) {
      expect((await instructor.request('PUT', `/api/training/qa/${q.id}/moderate`, { body })).status).toBe(400);
    }
    const socketAsk = await command(tabs.alice, 'question:ask', { sessionId: session.id, question: '' });
    expect(socketAsk).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED', message: LIVE_MESSAGES.questionRequired } });
    expect(await command(tabs.alice, 'question:upvote', { questionId: unknownId() })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(await panelState(server.database.connection, session.id)).toEqual(before);
  });
});
