import { describe, expect, it } from 'vitest';
import { makeQuestion, SESSION_ID } from '../../test-data';
import type { TSliceContext } from './actions';
import { initialQuestions, reduceQuestions } from './questions';

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
    expect(reduceQuestions({ questions: [makeQuestion()], ...attendee }, hidden).questions).toEqual([]);
    expect(reduceQuestions({ questions: [makeQuestion()], me: 't', role: 'instructor' }, hidden).questions[0]?.hidden).toBe(true);
  });

  it('leaves the state as it is for other slices’ actions', () => {
    const s = { ...initialQuestions, ...attendee };
    expect(reduceQuestions(s, { type: 'ui:poll-notice-dismissed' })).toBe(s);
  });
});
