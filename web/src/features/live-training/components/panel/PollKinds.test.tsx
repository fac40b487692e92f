import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSocket } from '../../../../test/socket-mock';
import { renderAt } from '../../../../test/render-app';
import { applySnapshot, openPanel } from '../../model/panel';
import { updatePanel } from '../../store';
import { makePoll, makeSnapshot } from '../../test-data';
import { PollsTab } from './PollsTab';
import { resetConnectedPanelEachTest } from './panel-test-setup';

// Each poll kind as the attendee answers it and everybody reads it; the socket is a fake answered as the server would.
vi.mock('../../../../lib/socket/socket', () => import('../../../../test/socket-mock'));
const socket = fakeSocket;

const leaderboard = { sessionId: 's1', shown: false, players: 0, entries: [] };
function show(polls: Parameters<typeof makePoll>[0][], role: 'attendee' | 'instructor' = 'attendee', board = leaderboard) {
  updatePanel(openPanel, 's1', 'me');
  updatePanel(applySnapshot, makeSnapshot({ role, polls: polls.map((p) => makePoll(p)), leaderboard: board }));
  renderAt('/live-training', <PollsTab />);
}
const lastSent = (event: string) => socket().sent.filter((s) => s.event === event).at(-1);

resetConnectedPanelEachTest();

describe('poll kinds in the panel', () => {
  it('word cloud: the attendee types a word; the cloud is a list that says each word’s count', async () => {
    show([{ kind: 'wordcloud', options: [], votes: {}, words: [{ text: 'payroll', count: 3 }, { text: 'audit', count: 1 }] }]);
    const cloud = screen.getByRole('list', { name: /^Word cloud:/ });
    expect(within(cloud).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['audit (1 answer)', 'payroll (3 answers)']);
    await userEvent.type(screen.getByRole('textbox', { name: 'Your word or short phrase' }), 'Cash flow{Enter}');
    expect(lastSent('poll:vote')?.payload).toEqual({ pollId: 'p1', text: 'Cash flow' });
  });

  it('open text: says an empty answer is missing instead of sending it', async () => {
    show([{ kind: 'open', options: [], votes: {}, answers: [{ id: 'a1', text: 'More examples please', name: null, at: '2030-03-05T19:00:00.000Z' }] }]);
    expect(screen.getByRole('list', { name: /^Answers:/ }).textContent).toContain('More examples please');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter an answer')).toBeTruthy();
    expect(lastSent('poll:vote')).toBeUndefined();
  });

  it('rating: 1 to 5 as radio buttons, with the average shown', async () => {
    show([{ kind: 'rating', options: [], votes: { '4': 1, '5': 1 }, totalVoters: 2 }]);
    expect(screen.getByTestId('rating-average').textContent).toBe('Average 4.5 of 5');
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    await userEvent.click(screen.getByRole('radio', { name: '4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Rate' }));
    expect(lastSent('poll:vote')?.payload).toEqual({ pollId: 'p1', rating: 4 });
  });

  it('ranking: options moved by keyboard, focus kept on the moved option, the new place announced', async () => {
    show([{ kind: 'ranking', options: ['Payroll', 'Audit', 'Tax'], votes: {} }]);
    const down = screen.getByRole('button', { name: 'Move down: Payroll' });
    down.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move down: Payroll' })));
    expect(screen.getByText('Payroll moved to place 2 of 3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Submit ranking' }));
    expect(lastSent('poll:vote')?.payload).toEqual({ pollId: 'p1', ranking: [1, 0, 2] });
  });

  it('quiz: a final answer, the correct one marked once revealed, the leaderboard only when shown', async () => {
    show([{ kind: 'quiz', options: ['940', '941'], votes: { '0': 0, '1': 1 }, totalVoters: 1, myVote: [1], isActive: false, revealed: true, correctIndex: 1 }]);
    expect(screen.getByText(/941 \(your vote\) \(correct answer\)/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Quiz leaderboard' })).toBeNull();
    act(() =>
      updatePanel((s) => ({ ...s, leaderboard: { sessionId: 's1', shown: true, players: 1, entries: [{ rank: 1, userId: 'me', name: 'Member Tester', correct: 1, timeMs: 2300 }] } })),
    );
    const board = await screen.findByRole('list', { name: 'Quiz leaderboard' });
    expect(board.textContent).toBe('Member Tester: 1 right answer (2.3 s)');
  });

  it('quiz, open: once answered, the form says the answer is final and offers no change', async () => {
    show([{ kind: 'quiz', options: ['940', '941'], myVote: [0], closesAt: new Date(Date.now() + 30_000).toISOString(), timerSeconds: 30 }]);
    expect(screen.getByText('Your answer is in; a quiz answer cannot be changed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit answer' })).toBeNull();
    expect(screen.getByText(/^Time left: (29|30) s$/)).toBeTruthy();
  });

  it('instructor: reveals a closed quiz’s answer and shows the leaderboard to attendees', async () => {
    show([{ kind: 'quiz', options: ['940', '941'], isActive: false, correctIndex: 1 }], 'instructor');
    expect(screen.getByRole('button', { name: 'Reveal answer' })).toBeTruthy();
    expect(screen.getByText('Only you see the leaderboard.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show to attendees' })).toBeTruthy();
  });
});
