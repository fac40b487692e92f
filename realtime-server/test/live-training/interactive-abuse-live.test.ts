import { describe, expect, it } from 'vitest';
import type { TApiError } from '@app/shared-types/errors';
import { Types } from 'mongoose';
import { QA_LIMITS, type TLiveSession, type TQuestionForViewer, type TQuestionPage, type TSessionSnapshot } from '@app/shared-types/live-training';
import { MEMBER_LIMITS } from '../../src/modules/live-training/interactive/limits';
import { liveRoomSuite, person, register, sessionTab, type Person, type TestServer } from '../helpers/live-training';
import type { TestSocket } from '../helpers/socket-client';
import { command, interactiveStore } from './interactive-helpers';
import { answerBySocket, openCheck } from './cpe-helpers';

// Hold under abuse: per-member limits on asking, upvoting, reacting and answering checks, over REST and the socket alike.
let server: TestServer;
let instructor: Person;
let session: TLiveSession;
let open: TestSocket[];
liveRoomSuite((room) => ({ server, instructor, session, open } = room));

/** A registered member with a tab in the room. */
async function member(): Promise<{ client: Person; tab: TestSocket }> {
  const client = await person(server);
  await register(client, session.id);
  return { client, tab: await sessionTab(server, client, session.id, open) };
}

const expectLimited = (status: number, body: TApiError) => {
  expect(status).toBe(429);
  expect(body.code).toBe('RATE_LIMITED');
};

describe('per-member rate limits', () => {
  it('asking: the 11th question within a minute is refused, over REST and the socket, with when to try again', async () => {
    const { client, tab } = await member();
    for (let i = 0; i < MEMBER_LIMITS.ask.points; i++) {
      const res = i % 2 ? await client.post(`/api/training/qa/${session.id}`, { question: `Question ${i}` }) : await command(tab, 'question:ask', { sessionId: session.id, question: `Question ${i}` });
      expect('status' in res ? res.status : res.ok, `question ${i}`).toBe('status' in res ? 201 : true);
    }
    const rest = await client.post(`/api/training/qa/${session.id}`, { question: 'One too many' });
    expectLimited(rest.status, rest.json);
    expect(rest.json.message).toMatch(/^You are asking questions too quickly\. Please wait \d+ s before asking another\.$/);
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(0);
    const socket = await command(tab, 'question:ask', { sessionId: session.id, question: 'Still too many' });
    expect(socket).toMatchObject({ ok: false, error: { code: 'RATE_LIMITED' } });
    // Somebody else may still ask.
    expect((await (await member()).client.post(`/api/training/qa/${session.id}`, { question: 'Mine' })).status).toBe(201);
  });

  it('upvoting: 30 a minute per member', async () => {
    const { client, tab } = await member();
    const q = (await instructor.post(`/api/training/qa/${session.id}`, { question: 'Upvote target' })).json as TQuestionForViewer;
    for (let i = 0; i < MEMBER_LIMITS.upvote.points; i++) expect((await command(tab, 'question:upvote', { questionId: q.id })).ok).toBe(true);
    const refused = await client.post(`/api/training/qa/${q.id}/upvote`);
    expectLimited(refused.status, refused.json);
  });

  it('reacting: 5 every 5 seconds per member', async () => {
    const { client, tab } = await member();
    for (let i = 0; i < MEMBER_LIMITS.react.points; i++) expect((await command(tab, 'reaction:send', { sessionId: session.id, reaction: 'clap' })).ok).toBe(true);
    const socket = await command(tab, 'reaction:send', { sessionId: session.id, reaction: 'clap' });
    expect(socket).toMatchObject({ ok: false, error: { code: 'RATE_LIMITED', message: expect.stringMatching(/^Reactions are limited to 5 every 5 seconds/) } });
    const rest = await client.post(`/api/training/reactions/${session.id}`, { reaction: 'heart' });
    expectLimited(rest.status, rest.json);
  });

  it('answering checks: 10 a minute per member, counted across two tabs and REST; nothing is written for a refused answer', async () => {
    const { client, tab } = await member();
    const secondTab = await sessionTab(server, client, session.id, open);
    const other = await member();
    const first = await openCheck(instructor, session.id);
    const second = await openCheck(instructor, session.id);
    // Retries of the same answer (two tabs, then REST) are each an answer sent: they count.
    for (let i = 0; i < MEMBER_LIMITS.checkAnswer.points; i++) {
      if (i % 3 === 2) expect((await client.post(`/api/training/checks/${first.id}/answer`, {})).status, `answer ${i}`).toBe(200);
      else expect((await answerBySocket(i % 3 ? secondTab : tab, first.id)).ok, `answer ${i}`).toBe(true);
    }
    const refused = await answerBySocket(tab, second.id);
    expect(refused).toMatchObject({ ok: false, error: { code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many answers to attendance checks\. Please wait \d+ s\.$/) } });
    const rest = await client.post(`/api/training/checks/${second.id}/answer`, {});
    expectLimited(rest.status, rest.json);
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another attendee is not held back by it.
    expect((await answerBySocket(other.tab, second.id)).ok).toBe(true);
    // The ledger: one answer to the first check, none to the second for the limited member.
    const ledger = (await instructor.get(`/api/training/checks/${session.id}/ledger`)).json as { entries: { checkId: string; userId: string; outcome: string }[] };
    const mine = ledger.entries.filter((e) => e.userId === client.user.id);
    expect(mine.map((e) => [e.checkId, e.outcome])).toEqual([[first.id, 'answered']]);
    expect(ledger.entries.filter((e) => e.checkId === second.id).map((e) => e.userId)).toEqual([other.client.user.id]);
  });
});

describe('bounded lists', () => {
  it('a session with more questions than a list carries sends the latest (plus the most upvoted), and the rest a page at a time', async () => {
    const { client } = await member();
    const askedBy = new Types.ObjectId(client.user.id);
    const total = QA_LIMITS.listed + QA_LIMITS.page + 10;
    const start = Date.parse('2030-01-01T00:00:00Z');
    // Written straight to the store: asking them over the API would (rightly) hit the rate limit.
    const docs = Array.from({ length: total }, (_, i) => ({
      sessionId: new Types.ObjectId(session.id),
      question: `Bulk question ${i}`,
      askedBy,
      askedByName: 'Bulk Asker',
      upvotes: i === 0 ? 50 : 0,
      createdAt: new Date(start + i * 1000),
      updatedAt: new Date(start + i * 1000),
    }));
    await interactiveStore(server.database.connection).Questions.insertMany(docs);

    const snapshot = (await client.get(`/api/live-training/${session.id}/snapshot`)).json as TSessionSnapshot;
    const bulk = snapshot.questions.filter((q) => q.question.startsWith('Bulk question'));
    // The latest N, plus the oldest one because it is the most upvoted.
    expect(bulk).toHaveLength(QA_LIMITS.listed + 1);
    expect(bulk[0]!.question).toBe('Bulk question 0');
    expect(snapshot.qa.hasOlder).toBe(true);
    const list = (await client.get(`/api/training/qa/${session.id}`)).json as TQuestionForViewer[];
    expect(list.length).toBeLessThanOrEqual(QA_LIMITS.listed + QA_LIMITS.topListed + 5);

    const oldestListed = bulk.filter((q) => q.question !== 'Bulk question 0').reduce((a, b) => (a.timestamp < b.timestamp ? a : b));
    const page = (await client.get(`/api/training/qa/${session.id}/older?before=${oldestListed.id}`)).json as TQuestionPage<TQuestionForViewer>;
    expect(page.questions).toHaveLength(QA_LIMITS.page);
    expect(page.hasMore).toBe(true);
    expect(page.questions[0]!.question).toBe(`Bulk question ${total - QA_LIMITS.listed - 1}`);
    const last = (await client.get(`/api/training/qa/${session.id}/older?before=${page.questions.at(-1)!.id}`)).json as TQuestionPage<TQuestionForViewer>;
    expect(last.questions.map((q) => q.question)).toContain('Bulk question 0');
    expect((await client.get(`/api/training/qa/${session.id}/older?before=nope`)).status).toBe(400);
  });
});
