import { describe, expect, it } from 'vitest';
import { QA_MESSAGES, type TQaSettings, type TQuestion, type TQuestionForViewer, type TSessionSnapshot } from '@app/shared-types/live-training';
import { liveRoom, record, type Person } from '../helpers/live-training';
import { command, eventWhere, settle } from './interactive-helpers';

// Q&A moderation with the instructor and two attendees in real tabs: what each one sees.
const room = liveRoom();

const listFor = async (who: Person) => (await who.get(`/api/training/qa/${room.session.id}`)).json as TQuestionForViewer[];
const setModeration = (enabled: boolean) => room.instructor.request('PUT', `/api/training/qa/${room.session.id}/moderation`, { body: { enabled } });

describe('Q&A moderation', () => {
  it('with review on, a new question waits in a queue only the instructor and its asker see, until approved (edited)', async () => {
    expect((await room.alice.request('PUT', `/api/training/qa/${room.session.id}/moderation`, { body: { enabled: true } })).status).toBe(403);
    const bobHearsReview = eventWhere<{ sessionId: string } & TQaSettings>(room.tabs.bob, 'qa:settings', (e) => e.moderation);
    expect((await setModeration(true)).json).toEqual({ moderation: true, nowAnswering: null });
    await bobHearsReview;

    const bobHears = record<{ question: TQuestion }>(room.tabs.bob, 'question:asked');
    const instructorSees = eventWhere<{ question: TQuestion }>(room.tabs.instructor, 'question:asked', (e) => e.question.state === 'queued');
    const ack = await command<TQuestionForViewer>(room.tabs.alice, 'question:ask', { sessionId: room.session.id, question: 'Can we expense the  conference fee?' });
    expect(ack).toMatchObject({ ok: true, data: { state: 'queued', mine: true } });
    const asked = (ack as { data: TQuestionForViewer }).data;
    expect((await instructorSees).question).toMatchObject({ id: asked.id, state: 'queued', askedByName: 'Member Tester' });
    await settle();
    expect(bobHears).toEqual([]);
    expect((await listFor(room.bob)).some((q) => q.id === asked.id)).toBe(false);
    expect((await listFor(room.alice)).find((q) => q.id === asked.id)?.state).toBe('queued');
    expect((await listFor(room.instructor)).find((q) => q.id === asked.id)?.state).toBe('queued');
    // Waiting means not there for others: not upvotable, not approvable by attendees.
    expect((await room.bob.post(`/api/training/qa/${asked.id}/upvote`)).status).toBe(404);
    expect((await room.bob.post(`/api/training/qa/${asked.id}/approve`, {})).status).toBe(403);

    const bobSeesIt = eventWhere<{ question: TQuestion }>(room.tabs.bob, 'question:asked', (e) => e.question.id === asked.id);
    const approved = await room.instructor.post(`/api/training/qa/${asked.id}/approve`, { question: 'Can we expense the conference fee as training?' });
    expect(approved.json).toMatchObject({ state: 'visible', question: 'Can we expense the conference fee as training?' });
    expect((await bobSeesIt).question).toMatchObject({ state: 'visible', question: 'Can we expense the conference fee as training?' });
    expect((await listFor(room.bob)).find((q) => q.id === asked.id)?.state).toBe('visible');
    const again = await room.instructor.post(`/api/training/qa/${asked.id}/approve`, {});
    expect([again.status, again.json.message]).toEqual([409, QA_MESSAGES.notQueued]);
  });

  it('dismissed questions leave the attendees’ lists and stay in the instructor’s archive; approving brings one back', async () => {
    await setModeration(false);
    const asked = (await room.bob.post(`/api/training/qa/${room.session.id}`, { question: 'Off-topic: best pizza nearby?' })).json as TQuestionForViewer;
    expect(asked.state).toBe('visible');
    const aliceLoses = eventWhere<{ questionId: string }>(room.tabs.alice, 'question:removed', (e) => e.questionId === asked.id);
    const instructorKeeps = eventWhere<{ question: TQuestion }>(room.tabs.instructor, 'question:moderated', (e) => e.question.id === asked.id);
    expect((await room.alice.post(`/api/training/qa/${asked.id}/dismiss`)).status).toBe(403);
    expect((await room.instructor.post(`/api/training/qa/${asked.id}/dismiss`)).json).toMatchObject({ state: 'dismissed' });
    await aliceLoses;
    expect((await instructorKeeps).question.state).toBe('dismissed');
    expect((await listFor(room.alice)).some((q) => q.id === asked.id)).toBe(false);
    expect((await listFor(room.bob)).some((q) => q.id === asked.id)).toBe(false);
    expect((await listFor(room.instructor)).find((q) => q.id === asked.id)?.state).toBe('dismissed');

    const back = eventWhere<{ question: TQuestion }>(room.tabs.alice, 'question:asked', (e) => e.question.id === asked.id);
    await room.instructor.post(`/api/training/qa/${asked.id}/approve`, {});
    expect((await back).question.state).toBe('visible');
  });

  it('"now answering": one question highlighted for everyone; dismissing it clears the highlight', async () => {
    const q = (await room.alice.post(`/api/training/qa/${room.session.id}`, { question: 'How long do we keep timesheets?' })).json as TQuestionForViewer;
    const bobSees = eventWhere<TQaSettings>(room.tabs.bob, 'qa:settings', (e) => e.nowAnswering === q.id);
    expect((await room.bob.request('PUT', `/api/training/qa/${room.session.id}/answering`, { body: { questionId: q.id } })).status).toBe(403);
    expect((await room.instructor.request('PUT', `/api/training/qa/${room.session.id}/answering`, { body: { questionId: q.id } })).json).toEqual({ moderation: false, nowAnswering: q.id });
    await bobSees;
    expect(((await room.bob.get(`/api/live-training/${room.session.id}/snapshot`)).json as TSessionSnapshot).qa).toEqual({ moderation: false, nowAnswering: q.id, hasOlder: false });

    const cleared = eventWhere<TQaSettings>(room.tabs.bob, 'qa:settings', (e) => e.nowAnswering === null);
    await room.instructor.post(`/api/training/qa/${q.id}/dismiss`);
    await cleared;
    // A question attendees cannot see cannot be highlighted for them.
    expect((await room.instructor.request('PUT', `/api/training/qa/${room.session.id}/answering`, { body: { questionId: q.id } })).status).toBe(404);
  });
});

describe('CSV exports', () => {
  it('gives the instructor the polls, Q&A and attendance as spreadsheet-safe CSV, and attendees nothing', async () => {
    await command(room.tabs.bob, 'question:ask', { sessionId: room.session.id, question: '=HYPERLINK("http://x","click")' });
    const qa = await room.instructor.get(`/api/live-training/${room.session.id}/export/qa.csv`);
    expect(qa.status).toBe(200);
    expect(qa.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(qa.text.replace(/^\uFEFF/, '')).toMatch(/^Question,Asked by,Asked at,Moderation/);
    // The formula stays text in the instructor's spreadsheet.
    expect(qa.text).toContain(`"'=HYPERLINK(""http://x"",""click"")"`);
    const cloud = (await room.instructor.post(`/api/training/polls/${room.session.id}`, { kind: 'wordcloud', question: 'One word for year-end?' })).json as { id: string };
    for (const [who, text] of [[room.alice, 'Accruals'], [room.bob, 'accruals!']] as const) expect((await who.post(`/api/training/polls/${cloud.id}/vote`, { text })).status).toBe(200);
    const polls = await room.instructor.get(`/api/live-training/${room.session.id}/export/polls.csv`);
    expect(polls.text.replace(/^\uFEFF/, '')).toMatch(/^Poll,Kind,Opened at/);
    // A word cloud's rows: each term with its count and share of voters.
    expect(polls.text).toMatch(/One word for year-end\?,Word cloud,[^,]+,Open,2,accruals,2,100,/);
    const attendance = await room.instructor.get(`/api/live-training/${room.session.id}/export/attendance.csv`);
    expect(attendance.text.split('\r\n').filter(Boolean)).toHaveLength(3);
    expect((await room.alice.get(`/api/live-training/${room.session.id}/export/qa.csv`)).status).toBe(403);
    expect((await room.instructor.get(`/api/live-training/${room.session.id}/export/secrets.csv`)).status).toBe(404);
  });
});
