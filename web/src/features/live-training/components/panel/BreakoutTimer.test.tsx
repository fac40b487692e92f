import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TBreakoutTimer } from '@app/shared-types/live-training/model';
import { json, stubFetchEachTest } from '../../../../test/fetch-routes';
import { renderAt } from '../../../../test/render-app';
import { applySnapshot, dispatch, openPanel } from '../../model/panel';
import { resetLiveTrainingStores, updatePanel } from '../../store';
import { makeRoom, makeSnapshot } from '../../test-data';
import { BreakoutTimerControls } from './BreakoutTimerControls';
import { BreakoutTimerNotice } from './BreakoutTimerNotice';
import { CreateBreakoutForm } from './CreateBreakoutForm';

vi.mock('../../../../lib/socket/socket', () => import('../../../../test/socket-mock'));

// The server's clock in these timers is years away from the test's own: what shows must follow the server's.
const SERVER_NOW = Date.parse('2031-06-01T12:00:00.000Z');
const timer = (secondsLeft: number): TBreakoutTimer => ({
  sessionId: 's1',
  endsAt: new Date(SERVER_NOW + secondsLeft * 1000).toISOString(),
  countdownAt: new Date(SERVER_NOW + (secondsLeft - 60) * 1000).toISOString(),
  serverNow: new Date(SERVER_NOW).toISOString(),
});

function seat(role: 'attendee' | 'instructor', inRoom: boolean) {
  updatePanel(openPanel, 's1', 'me');
  const room = makeRoom({ id: 'r1', participants: inRoom ? [{ userId: 'me', name: 'Me' }] : [] });
  updatePanel(applySnapshot, makeSnapshot({ role, breakouts: [room], myBreakoutId: inRoom ? 'r1' : null }));
}
const timerIs = (t: TBreakoutTimer | null) => act(() => updatePanel(dispatch, { type: 'breakout:timer', payload: { sessionId: 's1', timer: t } }));

const fetchStub = stubFetchEachTest(() => resetLiveTrainingStores());

describe('the breakout countdown notice', () => {
  it('everyone in a room sees the last minute counted from the server’s times, announced once, and the instructor’s message', async () => {
    seat('attendee', true);
    renderAt('/live-training', <BreakoutTimerNotice />);
    timerIs(timer(300));
    // Five minutes left: no countdown yet. (Later: 45 s, or 44 if a tick passes; never the local clock's guess.)
    expect(screen.queryByRole('region', { name: 'Breakout rooms' })).toBeNull();
    timerIs(timer(45));
    const notice = await screen.findByRole('region', { name: 'Breakout rooms' });
    expect(within(notice).getByRole('heading', { name: /^Breakout rooms close in 4[45] s$/ })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Breakout room announcements' }).textContent).toBe('Breakout rooms close in 60 seconds or less. Please finish up.');
    act(() => updatePanel(dispatch, { type: 'breakout:message', payload: { sessionId: 's1', message: 'Share your numbers now.', from: 'Dana Reyes', sentAt: '2031-06-01T12:00:10Z' } }));
    expect(within(notice).getByText('Share your numbers now.')).toBeTruthy();
    expect(within(notice).getByText('Message to all rooms from Dana Reyes')).toBeTruthy();
    // The rooms closed: the notice goes.
    act(() => updatePanel(dispatch, { type: 'breakout:closed', payload: { sessionId: 's1', roomIds: ['r1'], message: 'closed' } }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Breakout rooms' })).toBeNull());
  });

  it('an attendee in the main session is not interrupted by the rooms’ countdown', () => {
    seat('attendee', false);
    renderAt('/live-training', <BreakoutTimerNotice />);
    timerIs(timer(30));
    expect(screen.queryByRole('region', { name: 'Breakout rooms' })).toBeNull();
  });
});

describe('the instructor’s timer controls', () => {
  it('extends by the chosen minutes, starts the countdown and messages every room', async () => {
    seat('instructor', false);
    fetchStub.routes['POST /api/training/breakouts/s1/extend'] = () => json(timer(900));
    fetchStub.routes['POST /api/training/breakouts/s1/countdown'] = () => json(timer(60));
    fetchStub.routes['POST /api/training/breakouts/s1/broadcast'] = () => json({ sessionId: 's1', message: 'Wrap up', from: 'Dana Reyes', sentAt: '2031-06-01T12:00:00Z' });
    renderAt('/live-training', <BreakoutTimerControls sessionId="s1" />);
    timerIs(timer(600));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Add minutes' }), '5 minutes');
    await userEvent.click(screen.getByRole('button', { name: 'Extend' }));
    await waitFor(() => expect(fetchStub.calls.find((c) => c.key === 'POST /api/training/breakouts/s1/extend')?.body).toEqual({ minutes: 5 }));

    await userEvent.click(screen.getByRole('button', { name: 'Start 60-second countdown' }));
    // Counting down now (the server's answer): the button has nothing more to do.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start 60-second countdown' }).hasAttribute('disabled')).toBe(true));

    await userEvent.click(screen.getByRole('button', { name: 'Send to all rooms' }));
    expect(await screen.findByText('Please enter a message')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message to all rooms' }), 'Wrap up');
    await userEvent.click(screen.getByRole('button', { name: 'Send to all rooms' }));
    await waitFor(() => expect(fetchStub.calls.find((c) => c.key === 'POST /api/training/breakouts/s1/broadcast')?.body).toEqual({ message: 'Wrap up' }));
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Message to all rooms' }) as HTMLInputElement).value).toBe(''));
  });
});

describe('opening rooms', () => {
  it('with a timer, pre-assigned from the registrations', async () => {
    seat('instructor', false);
    fetchStub.routes['POST /api/training/breakouts/s1'] = () => json([makeRoom({ id: 'r9' })], 201);
    renderAt('/live-training', <CreateBreakoutForm sessionId="s1" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Room name' }), 'Team');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Timer in minutes (optional)' }), '10');
    await userEvent.click(screen.getByRole('radio', { name: 'Pre-assign every registered attendee' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open rooms' }));
    await waitFor(() =>
      expect(fetchStub.calls.find((c) => c.key === 'POST /api/training/breakouts/s1')?.body).toMatchObject({ name: 'Team', minutes: 10, assignment: 'registrations', count: 1 }),
    );
  });
});
