import { describe, expect, it } from 'vitest';
import { makePoll, makeQuestion } from '../../test-data';
import { presenterContent, PRESENTER_TOP_QUESTIONS } from './presenter';

const open = makePoll({ id: 'p2', question: 'Open one', isActive: true, createdAt: '2030-01-01T00:02:00Z' });
const closed = makePoll({ id: 'p1', question: 'Closed one', isActive: false, createdAt: '2030-01-01T00:01:00Z' });
const questions = Array.from({ length: 8 }, (_, i) => makeQuestion({ id: `q${i}`, question: `Question ${i}`, upvotes: i, timestamp: `2030-01-01T00:0${i}:00Z` }));
const base = { presenter: { mode: 'auto' as const, pollId: null }, polls: [open, closed], questions, leaderboard: null };

describe('presenter view content', () => {
  it('auto: the open poll, else the newest poll, else the top questions', () => {
    expect(presenterContent(base)).toMatchObject({ kind: 'poll', poll: { id: 'p2' }, resultsShown: true });
    expect(presenterContent({ ...base, polls: [closed] })).toMatchObject({ kind: 'poll', poll: { id: 'p1' } });
    const top = presenterContent({ ...base, polls: [] });
    expect(top.kind).toBe('questions');
    expect(top.kind === 'questions' && top.questions.map((q) => q.id)).toEqual(['q7', 'q6', 'q5', 'q4', 'q3'].slice(0, PRESENTER_TOP_QUESTIONS));
  });

  it('the top questions are the ones everybody sees: queued and hidden ones stay off the projector', () => {
    const qs = [makeQuestion({ id: 'queued', upvotes: 99, state: 'queued' }), makeQuestion({ id: 'hidden', upvotes: 98, hidden: true }), makeQuestion({ id: 'seen', upvotes: 1 })];
    const content = presenterContent({ ...base, presenter: { mode: 'questions', pollId: null }, questions: qs });
    expect(content.kind === 'questions' && content.questions.map((q) => q.id)).toEqual(['seen']);
  });

  it('a chosen poll, and results kept from the room stay off the projector', () => {
    expect(presenterContent({ ...base, presenter: { mode: 'poll', pollId: 'p1' } })).toMatchObject({ kind: 'poll', poll: { id: 'p1' } });
    const secret = makePoll({ id: 'p3', isActive: true, resultsVisibility: 'instructor' });
    expect(presenterContent({ ...base, polls: [secret] })).toMatchObject({ kind: 'poll', resultsShown: false });
    const later = makePoll({ id: 'p4', isActive: true, resultsVisibility: 'after-close' });
    expect(presenterContent({ ...base, polls: [later] })).toMatchObject({ resultsShown: false });
    expect(presenterContent({ ...base, polls: [{ ...later, isActive: false }] })).toMatchObject({ resultsShown: true });
    // A chosen poll that is gone: the top questions.
    expect(presenterContent({ ...base, presenter: { mode: 'poll', pollId: 'gone' } }).kind).toBe('questions');
  });
});
