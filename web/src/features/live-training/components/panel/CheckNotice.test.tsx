import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAttendanceCheck } from '@app/shared-types/live-training/cpe/model';
import { fakeSocket } from '../../../../test/socket-mock';
import { lastToast } from '../../../../test/fetch-routes';
import { renderAt } from '../../../../test/render-app';
import { updateCpe } from '../../cpe-store';
import { applyCpeState, openCpe, reduceCpe } from '../../model/panel/checks';
import { CheckNotice } from './CheckNotice';
import { resetConnectedPanelEachTest } from './panel-test-setup';

// The network boundary: the socket is a fake the test answers as the server would.
vi.mock('../../../../lib/socket/socket', () => import('../../../../test/socket-mock'));
const socket = fakeSocket;

const check = (overrides: Partial<TAttendanceCheck> = {}): TAttendanceCheck => ({
  id: 'c1',
  sessionId: 's1',
  prompt: 'Still with us? Select Continue.',
  source: 'schedule',
  openedAt: new Date().toISOString(),
  closesAt: new Date(Date.now() + 45_000).toISOString(),
  windowSeconds: 45,
  status: 'open',
  ...overrides,
});

resetConnectedPanelEachTest();
beforeEach(() => {
  updateCpe(openCpe, 's1');
  updateCpe(applyCpeState, { sessionId: 's1', program: null, checks: [] });
});

describe('the attendance check in front of the attendee', () => {
  it('appears when a check opens, says how long is left, and Continue answers it', async () => {
    renderAt('/live-training', <CheckNotice />);
    expect(screen.queryByRole('region', { name: 'Attendance check' })).toBeNull();

    act(() => updateCpe(reduceCpe, { type: 'check:opened', check: check() }));
    const notice = await screen.findByRole('region', { name: 'Attendance check' });
    expect(notice.textContent).toContain('Still with us? Select Continue.');
    expect(notice.textContent).toMatch(/4[45] seconds left/);
    // Announced once, politely, without taking focus.
    expect(screen.getByRole('status', { name: 'Attendance check announcements' }).textContent).toMatch(/^Attendance check: Still with us\? Select Continue\. Select Continue within 4[45] seconds\.$/);
    expect(document.activeElement).toBe(document.body);

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const sent = socket().sent.find((s) => s.event === 'check:answer');
    expect(sent?.payload).toEqual({ checkId: 'c1' });
    act(() => sent!.answer({ ok: true, data: { checkId: 'c1', outcome: 'answered', answeredAt: new Date().toISOString() } }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Attendance check' })).toBeNull());
    expect(lastToast()).toEqual({ title: 'Attendance recorded', description: 'Thank you — your answer is in.' });
  });

  it('goes away when the server closes the window, and says why an answer was refused', async () => {
    renderAt('/live-training', <CheckNotice />);
    act(() => updateCpe(reduceCpe, { type: 'check:opened', check: check() }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    const sent = socket().sent.find((s) => s.event === 'check:answer')!;
    act(() => sent.answer({ ok: false, error: { message: 'This check is closed: your answer came too late.', code: 'CONFLICT' } }));
    await waitFor(() => expect(lastToast()?.title).toBe('Answer not recorded'));
    expect(lastToast()?.description).toContain('too late');

    act(() => updateCpe(reduceCpe, { type: 'check:closed', sessionId: 's1', checkId: 'c1' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Attendance check' })).toBeNull());
  });

  it('shows nothing for a check whose window has already run out', () => {
    renderAt('/live-training', <CheckNotice />);
    act(() => updateCpe(reduceCpe, { type: 'check:opened', check: check({ closesAt: new Date(Date.now() - 1_000).toISOString() }) }));
    expect(screen.queryByRole('region', { name: 'Attendance check' })).toBeNull();
  });
});
