import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubFetch } from '../../../../test/fetch-routes';
import { renderAt } from '../../../../test/render-app';
import { applySnapshot, openPanel } from '../../model/panel';
import { resetLiveTrainingStores, updatePanel } from '../../store';
import { makeQuestion, makeSnapshot } from '../../test-data';
import { QuestionsTab } from './QuestionsTab';

vi.mock('../../../../lib/socket/socket', () => import('../../../../test/socket-mock'));

let net: ReturnType<typeof stubFetch>;
beforeEach(() => {
  resetLiveTrainingStores();
  net = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

const questions = [
  makeQuestion({ id: 'v1', question: 'Is Form 941 quarterly?', upvotes: 5, timestamp: '2030-03-05T19:01:00.000Z' }),
  makeQuestion({ id: 'v2', question: 'What about state filings?', upvotes: 3, timestamp: '2030-03-05T19:02:00.000Z' }),
  makeQuestion({ id: 'q1', question: 'Can we expense the conf fee?', state: 'queued', askedBy: 'a1' }),
  makeQuestion({ id: 'd1', question: 'Off topic', state: 'dismissed' }),
];
function show(role: 'instructor' | 'attendee', nowAnswering: string | null = null) {
  updatePanel(openPanel, 's1', 'me');
  updatePanel(applySnapshot, makeSnapshot({ role, questions: role === 'instructor' ? questions : questions.slice(0, 2), qa: { moderation: true, nowAnswering, hasOlder: false } }));
  renderAt('/live-training', <QuestionsTab />);
}

describe('Q&A moderation in the panel', () => {
  it('the instructor reviews the queue: edits a question, then approves it', async () => {
    show('instructor');
    expect(screen.getByRole('switch', { name: 'Review questions before attendees see them' })).toHaveProperty('checked', true);
    const queue = screen.getByRole('list', { name: 'Questions waiting for review' });
    expect(within(queue).getByText('Can we expense the conf fee?')).toBeTruthy();
    net.routes['POST /api/training/qa/q1/approve'] = () => json({ ...questions[2], state: 'visible', question: 'Can we expense the conference fee?', mine: false, viewerUpvoted: false });
    await userEvent.click(within(queue).getByRole('button', { name: /^Edit and approve/ }));
    const edit = screen.getByRole('textbox', { name: 'Edit the question' });
    await userEvent.clear(edit);
    await userEvent.type(edit, 'Can we expense the conference fee?');
    await userEvent.click(screen.getByRole('button', { name: 'Approve edited question' }));
    await waitFor(() => expect(net.calls.at(-1)).toEqual({ key: 'POST /api/training/qa/q1/approve', body: { question: 'Can we expense the conference fee?' } }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Questions' })).getByText('Can we expense the conference fee?')).toBeTruthy());
    expect(screen.getByText('No questions are waiting. New ones appear here first.')).toBeTruthy();
  });

  it('keeps dismissed questions in an archive, and sorts by popular or recent', async () => {
    show('instructor');
    expect(screen.getByText('Dismissed questions (1)')).toBeTruthy();
    const texts = () => within(screen.getByRole('list', { name: 'Questions' })).getAllByRole('heading').map((h) => h.textContent);
    expect(texts()).toEqual(['Is Form 941 quarterly?', 'What about state filings?']);
    await userEvent.click(screen.getByRole('button', { name: 'Recent' }));
    expect(texts()).toEqual(['What about state filings?', 'Is Form 941 quarterly?']);
    await userEvent.click(screen.getByRole('button', { name: 'Popular' }));
    expect(screen.getByRole('button', { name: 'Popular' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('attendees see the question being answered now highlighted, and no moderation tools', () => {
    show('attendee', 'v1');
    const item = screen.getByRole('article', { name: 'Is Form 941 quarterly?' });
    expect(within(item).getByText('Now answering')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Approve/ })).toBeNull();
  });
});
