import { describe, expect, it } from 'vitest';
import type { TQuestion } from '@app/shared-types/live-training';
import { fakeUser, rejection, interactiveSuite, type InteractiveSuite } from './interactive-fakes';

let { h, instructor, sessionId, attendees } = {} as InteractiveSuite;
interactiveSuite((suite) => ({ h, instructor, sessionId, attendees } = suite), { instructor: { firstName: 'Ines', lastName: 'Trainer' }, attendee: () => ({ firstName: 'Ada', lastName: `Member${Math.random().toString(36).slice(2, 6)}` }) });

describe('asking', () => {
  it('an anonymous question names nobody to anybody, instructors included; the asker still sees it as theirs', async () => {
    const [asker, other] = attendees(2);
    h.recorder.clear();
    const asked = await h.services.questions.ask(asker!, sessionId, { question: 'Is this deductible?', anonymous: true });
    expect(asked).toMatchObject({ askedBy: null, askedByName: 'Anonymous', mine: true, status: 'pending', upvotes: 0 });
    const event = h.recorder.of<{ question: TQuestion }>('question:asked')[0]!;
    expect(event.payload.question).toMatchObject({ askedBy: null, askedByName: 'Anonymous' });
    expect(JSON.stringify(h.recorder.emitted)).not.toContain(asker!.id);
    const forInstructor = (await h.services.questions.list(instructor, sessionId)).find((q) => q.id === asked.id);
    expect(forInstructor).toMatchObject({ askedBy: null, askedByName: 'Anonymous', mine: false });
    expect((await h.services.questions.list(other!, sessionId)).find((q) => q.id === asked.id)?.mine).toBe(false);
    expect((await h.services.questions.list(asker!, sessionId)).find((q) => q.id === asked.id)?.mine).toBe(true);
  });

  it('a named question carries the display name; an unregistered member may not ask', async () => {
    const [asker] = attendees(1);
    const asked = await h.services.questions.ask(asker!, sessionId, { question: 'What is a fringe pool?', anonymous: false });
    expect(asked).toMatchObject({ askedBy: asker!.id, askedByName: `${asker!.firstName} ${asker!.lastName}` });
    expect((await rejection(h.services.questions.ask(fakeUser(), sessionId, { question: 'Q', anonymous: false }))).status).toBe(403);
  });
});

describe('upvotes', () => {
  it('toggle: a second call takes the upvote back; the viewer sees their own upvote', async () => {
    const [asker, fan] = attendees(2);
    const q = await h.services.questions.ask(asker!, sessionId, { question: 'Toggle?', anonymous: false });
    const up = await h.services.questions.toggleUpvote(fan!, q.id);
    expect(up).toMatchObject({ upvoted: true, upvotes: 1 });
    expect((await h.services.questions.list(fan!, sessionId)).find((x) => x.id === q.id)?.viewerUpvoted).toBe(true);
    expect((await h.services.questions.list(asker!, sessionId)).find((x) => x.id === q.id)?.viewerUpvoted).toBe(false);
    const down = await h.services.questions.toggleUpvote(fan!, q.id);
    expect(down).toMatchObject({ upvoted: false, upvotes: 0 });
    expect(down.revision).toBeGreaterThan(up.revision);
  });

  it('200 members upvoting at once, and one member double-clicking, leave the count equal to the upvote documents', async () => {
    const [asker] = attendees(1);
    const fans = attendees(200);
    const q = await h.services.questions.ask(asker!, sessionId, { question: 'Popular?', anonymous: false });
    await Promise.all([...fans.map((f) => h.services.questions.toggleUpvote(f, q.id)), ...Array.from({ length: 7 }, () => h.services.questions.toggleUpvote(asker!, q.id))]);
    const stored = await h.models.Questions.findById(q.id).lean();
    const docs = await h.models.Upvotes.countDocuments({ questionId: q.id });
    expect(stored!.upvotes).toBe(docs);
    // The double-clicker's own upvote is there or not (concurrent toggles have no order), never twice.
    expect(docs === 200 || docs === 201).toBe(true);
    expect(await h.models.Upvotes.countDocuments({ questionId: q.id, userId: asker!.id })).toBeLessThanOrEqual(1);
  });
});

describe('instructor actions', () => {
  it('answer moves pending to answered; only instructors may answer', async () => {
    const [asker] = attendees(1);
    const q = await h.services.questions.ask(asker!, sessionId, { question: 'Answer me', anonymous: false });
    expect((await rejection(h.services.questions.answer(asker!, q.id, 'Self answer'))).status).toBe(403);
    const answered = await h.services.questions.answer(instructor, q.id, 'Here it is.');
    expect(answered).toMatchObject({ status: 'answered', answer: 'Here it is.', answeredByName: 'Ines Trainer' });
    expect(answered.answeredAt).not.toBeNull();
  });

  it('hiding sends the question to instructors only and removes it for everybody else', async () => {
    const [asker] = attendees(1);
    const q = await h.services.questions.ask(asker!, sessionId, { question: 'Off topic', anonymous: false });
    h.recorder.clear();
    await h.services.questions.moderate(instructor, q.id, { hidden: true });
    expect(h.recorder.emitted.map((e) => [e.event, e.target.room, e.target.except])).toEqual([
      ['question:moderated', `session:${sessionId}#instructors`, undefined],
      ['question:removed', `session:${sessionId}`, `session:${sessionId}#instructors`],
    ]);
    expect((await h.services.questions.list(asker!, sessionId)).some((x) => x.id === q.id)).toBe(false);
    expect((await h.services.questions.list(instructor, sessionId)).find((x) => x.id === q.id)?.hidden).toBe(true);
    // Hidden means not found to attendees, even by id.
    expect((await rejection(h.services.questions.toggleUpvote(asker!, q.id))).status).toBe(404);
    h.recorder.clear();
    await h.services.questions.moderate(instructor, q.id, { hidden: false, pinned: true });
    expect(h.recorder.emitted.map((e) => [e.event, e.target.room])).toEqual([['question:moderated', `session:${sessionId}`]]);
    const list = await h.services.questions.list(asker!, sessionId);
    expect(list[0]?.id).toBe(q.id); // pinned first
  });
});

describe('account deletion', () => {
  it("removes the member's questions and upvotes, and other questions' counts drop by exactly theirs", async () => {
    const [leaving, staying] = attendees(2);
    const theirs = await h.services.questions.ask(leaving!, sessionId, { question: 'Mine', anonymous: true });
    const other = await h.services.questions.ask(staying!, sessionId, { question: 'Other', anonymous: false });
    await h.services.questions.toggleUpvote(leaving!, other.id);
    await h.services.questions.toggleUpvote(staying!, other.id);
    await h.services.questions.toggleUpvote(staying!, theirs.id);
    await h.services.removeUser(leaving!.id);
    expect(await h.models.Questions.exists({ _id: theirs.id })).toBeNull();
    expect(await h.models.Upvotes.countDocuments({ questionId: theirs.id })).toBe(0);
    expect((await h.models.Questions.findById(other.id).lean())!.upvotes).toBe(1);
    expect(h.recorder.of<{ questionId: string }>('question:removed').some((e) => e.payload.questionId === theirs.id)).toBe(true);
  });
});
