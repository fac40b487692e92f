import { describe, expect, it } from 'vitest';
import { makeQuestion, SESSION_ID } from '../../test-data';
import type { TSliceContext } from './actions';
import { initialQuestions, reduceQuestions, sortQuestions } from './questions';

const attendee: TSliceContext = { me: 'me', role: 'attendee' };

describe('questions slice', () => {
  it('marks the viewer’s own question as theirs when it arrives as an event, and keeps counts by revision', () => {
    let s = reduceQuestions({ ...initialQuestions, ...attendee }, { type: 'question:asked', payload: { question: makeQuestion({ askedBy: 'me', upvotes: 2, revision: 2 }) } });
    expect(s.questions[0]).toMatchObject({ mine: true, upvotes: 2 });
    s = reduceQuestions(s, { type: 'question:upvoted', payload: { sessionId: SESSION_ID, questionId: 'q1', upvotes: 1, revision: 1 } });
    expect(s.questions[0]?.upvotes).toBe(2);
  });

  it('an attendee never keeps a hidden question; an instructor does', () => {
    const hidden = { type: 'question:moderated' as const, payload: { question: makeQuestion({ hidden: true }) } };
    expect(reduceQuestions({ ...initialQuestions, questions: [makeQuestion()], ...attendee }, hidden).questions).toEqual([]);
    expect(reduceQuestions({ ...initialQuestions, questions: [makeQuestion()], me: 't', role: 'instructor' }, hidden).questions[0]?.hidden).toBe(true);
  });

  it('leaves the state as it is for other slices’ actions', () => {
    const s = { ...initialQuestions, ...attendee };
    expect(reduceQuestions(s, { type: 'ui:poll-notice-dismissed' })).toBe(s);
  });

  it('moderation: an attendee keeps their own question waiting for review, never another’s, and loses it once dismissed', () => {
    const mineQueued = makeQuestion({ id: 'm', askedBy: 'me', state: 'queued' });
    let s = reduceQuestions({ ...initialQuestions, ...attendee }, { type: 'question:asked', payload: { question: mineQueued } });
    expect(s.questions.map((q) => q.id)).toEqual(['m']);
    s = reduceQuestions(s, { type: 'question:asked', payload: { question: makeQuestion({ id: 'other', askedBy: 'x', state: 'queued' }) } });
    expect(s.questions.map((q) => q.id)).toEqual(['m']);
    s = reduceQuestions(s, { type: 'question:moderated', payload: { question: { ...mineQueued, state: 'dismissed' } } });
    expect(s.questions).toEqual([]);
  });

  it('follows the review switch and the question being answered now', () => {
    const s = reduceQuestions({ ...initialQuestions, ...attendee }, { type: 'qa:settings', payload: { sessionId: SESSION_ID, moderation: true, nowAnswering: 'q1' } });
    expect(s.qa).toEqual({ moderation: true, nowAnswering: 'q1', hasOlder: false });
  });

  it('sorts by popular (pinned, upvotes, oldest) or recent (pinned, newest)', () => {
    const qs = [
      makeQuestion({ id: 'a', upvotes: 1, timestamp: '2030-01-01T00:00:01Z' }),
      makeQuestion({ id: 'b', upvotes: 5, timestamp: '2030-01-01T00:00:02Z' }),
      makeQuestion({ id: 'c', upvotes: 0, timestamp: '2030-01-01T00:00:03Z' }),
      makeQuestion({ id: 'p', upvotes: 0, pinned: true, timestamp: '2030-01-01T00:00:00Z' }),
    ];
    expect(sortQuestions(qs, 'popular').map((q) => q.id)).toEqual(['p', 'b', 'a', 'c']);
    expect(sortQuestions(qs, 'recent').map((q) => q.id)).toEqual(['p', 'c', 'b', 'a']);
  });
});
