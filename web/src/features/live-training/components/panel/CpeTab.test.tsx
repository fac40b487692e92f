import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCpeProgram, TCreditRow, TCreditsReport } from '@app/shared-types/live-training/cpe/model';
import { useUserStore } from '../../../../lib/auth/user-store';
import { json, lastToast, stubFetch } from '../../../../test/fetch-routes';
import { makeUser } from '../../../../test/fixtures';
import { renderAt } from '../../../../test/render-app';
import { updateCpe } from '../../cpe-store';
import { applyCpeState, openCpe, reduceCpe } from '../../model/panel/checks';
import { resetLiveTrainingStores, usePanelStore } from '../../store';
import { makeSession } from '../../test-data';
import { CpeTab } from './CpeTab';

const program: TCpeProgram = { fieldOfStudy: 'Taxes', credits: 1, level: 'Basic', objectives: ['Know the deadlines'], prerequisites: null, deliveryMethod: 'Group Internet Based' };
const row = (overrides: Partial<TCreditRow>): TCreditRow => ({ userId: 'u1', name: 'Priya Shah', minutes: 12, checksAnswered: 1, checksMissed: 0, credits: 0, atRisk: false, presentNow: true, ...overrides });
const report = (rows: TCreditRow[]): TCreditsReport => ({ sessionId: 's1', asOf: '2030-01-01T10:00:00.000Z', program, checksRun: 1, answersRequired: 0, rows });

let fetchStub: ReturnType<typeof stubFetch>;
beforeEach(() => {
  resetLiveTrainingStores();
  fetchStub = stubFetch();
  useUserStore.setState({ user: makeUser({ id: 'teacher', role: 'instructor' }), status: 'ready' });
  usePanelStore.setState({ sessionId: 's1', status: 'ready', role: 'instructor', session: makeSession({ status: 'live' }) });
  updateCpe(openCpe, 's1');
  updateCpe(applyCpeState, { sessionId: 's1', program, checks: [], credits: report([row({}), row({ userId: 'u2', name: 'Daniel Ortiz' })]) });
});
afterEach(() => vi.unstubAllGlobals());

describe('the instructor’s CPE tab', () => {
  it('shows the program and each attendee’s credits, and who is at risk as it changes live', async () => {
    renderAt('/live-training', <CpeTab />);
    expect(screen.getByText('Taxes · 1.0 credits · Basic · Group Internet Based')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('0 of 2 attendees at risk of losing credit. 0 checks run.');
    const table = screen.getByRole('table', { name: 'Attendance and credits by attendee' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    act(() => updateCpe(reduceCpe, { type: 'credits:updated', sessionId: 's1', report: report([row({}), row({ userId: 'u2', name: 'Daniel Ortiz', checksMissed: 1, atRisk: true, presentNow: false })]) }));
    const daniel = within(table).getByRole('row', { name: /Daniel Ortiz/ });
    expect(within(daniel).getByText('At risk: missed a check, away')).toBeTruthy();
    expect(within(within(table).getByRole('row', { name: /Priya Shah/ })).getByText('On track')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/^1 of 2 attendees at risk/);
    // Not an operator: no evidence link (the server would refuse it).
    expect(screen.queryByRole('link', { name: /audit evidence/ })).toBeNull();
  });

  it('runs a check now with the window chosen', async () => {
    fetchStub.routes['POST /api/training/checks/s1'] = () =>
      json({ id: 'c9', sessionId: 's1', prompt: 'Still with us? Select Continue.', source: 'instructor', openedAt: new Date().toISOString(), closesAt: new Date(Date.now() + 90_000).toISOString(), windowSeconds: 90, status: 'open' }, 201);
    renderAt('/live-training', <CpeTab />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Time to answer' }), '90');
    await userEvent.click(screen.getByRole('button', { name: 'Run a check now' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Attendance check sent'));
    // No question typed: the server asks its own ("Still with us? Select Continue.").
    expect(fetchStub.calls.find((c) => c.key === 'POST /api/training/checks/s1')?.body).toEqual({ windowSeconds: 90 });
    expect(screen.getByRole('status').textContent).toMatch(/ 1 check run\.$/);
    // A short question of the instructor's own.
    await userEvent.type(screen.getByRole('textbox', { name: 'Question (optional)' }), 'Which form did we just cover?');
    await userEvent.click(screen.getByRole('button', { name: 'Run a check now' }));
    await waitFor(() => expect(fetchStub.calls.filter((c) => c.key === 'POST /api/training/checks/s1')).toHaveLength(2));
    expect(fetchStub.calls.filter((c) => c.key === 'POST /api/training/checks/s1')[1]!.body).toEqual({ windowSeconds: 90, prompt: 'Which form did we just cover?' });
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Question (optional)' }) as HTMLInputElement).value).toBe(''));
  });

  it('offers no check before the session is live, and gives operators the audit evidence', () => {
    useUserStore.setState({ user: makeUser({ id: 'op', role: 'operator' }), status: 'ready' });
    usePanelStore.setState({ session: makeSession({ status: 'scheduled' }) });
    renderAt('/live-training', <CpeTab />);
    expect((screen.getByRole('button', { name: 'Run a check now' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Checks run while the session is live.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download audit evidence (zip of CSV files)' }).getAttribute('href')).toBe('/api/live-training/s1/evidence');
  });
});
