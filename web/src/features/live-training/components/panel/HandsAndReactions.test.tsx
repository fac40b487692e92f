import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSocket } from '../../../../test/socket-mock';
import { renderAt } from '../../../../test/render-app';
import { applySnapshot, dispatch, openPanel } from '../../model/panel';
import { updatePanel } from '../../store';
import { makeSnapshot } from '../../test-data';
import { HandsAndReactions } from './HandsAndReactions';
import { resetConnectedPanelEachTest } from './panel-test-setup';

vi.mock('../../../../lib/socket/socket', () => import('../../../../test/socket-mock'));
const socket = fakeSocket;
const counts = { 'thumbs-up': 0, clap: 2, heart: 0, laugh: 0, question: 0 };

function show(role: 'attendee' | 'instructor', enabled: boolean) {
  updatePanel(openPanel, 's1', 'me');
  updatePanel(applySnapshot, makeSnapshot({ role, hands: { myPosition: null, ...(role === 'instructor' ? { queue: [] } : {}) }, reactions: { enabled, counts, revision: 1 } }));
  renderAt('/live-training', <HandsAndReactions sessionId="s1" />);
}

resetConnectedPanelEachTest();

describe('raise hand and reactions', () => {
  it('an attendee raises their hand and is told their place; lowers it again', async () => {
    show('attendee', true);
    await userEvent.click(screen.getByRole('button', { name: 'Raise hand' }));
    const sent = socket().sent.find((s) => s.event === 'hand:raise')!;
    expect(sent.payload).toEqual({ sessionId: 's1', raised: true });
    act(() => sent.answer({ ok: true, data: { myPosition: 2 } }));
    expect(await screen.findByText('Your hand is raised: you are number 2 in the queue.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lower hand' }).getAttribute('aria-pressed')).toBe('true');
    // The instructor lowered it: the attendee's own room says so.
    act(() => updatePanel(dispatch, { type: 'hand:mine', payload: { sessionId: 's1', position: null } }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Raise hand' })).toBeTruthy());
  });

  it('reactions show their counts, send one, and are hidden from attendees while off', async () => {
    show('attendee', true);
    await userEvent.click(screen.getByRole('button', { name: 'Applause 2' }));
    expect(socket().sent.find((s) => s.event === 'reaction:send')?.payload).toEqual({ sessionId: 's1', reaction: 'clap' });
    act(() => updatePanel(dispatch, { type: 'reactions:counted', payload: { sessionId: 's1', enabled: false, counts, revision: 2 } }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Reactions' })).toBeNull());
  });

  it('the instructor sees the queue in order, can lower a hand, and switches reactions', async () => {
    show('instructor', false);
    expect(screen.getByText('No hands are raised.')).toBeTruthy();
    act(() =>
      updatePanel(dispatch, {
        type: 'hand:queue',
        payload: { sessionId: 's1', queue: [{ userId: 'a', name: 'Priya Shah', raisedAt: '2030-01-01T00:00:00Z', position: 1 }, { userId: 'b', name: 'Daniel', raisedAt: '2030-01-01T00:00:05Z', position: 2 }] },
      }),
    );
    const queue = await screen.findByRole('list', { name: 'Raised hands, first raised first' });
    expect(queue.textContent).toBe('Priya ShahLowerDanielLower');
    expect(screen.getByRole('switch', { name: 'Attendees can react' })).toHaveProperty('checked', false);
  });
});
