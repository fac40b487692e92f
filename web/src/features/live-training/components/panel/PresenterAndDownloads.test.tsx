import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useUserStore } from '../../../../lib/auth/user-store';
import { json, stubFetch } from '../../../../test/fetch-routes';
import { makeUser } from '../../../../test/fixtures';
import { renderAt } from '../../../../test/render-app';
import { applySnapshot, openPanel } from '../../model/panel';
import { resetLiveTrainingStores, updatePanel, usePanelStore } from '../../store';
import { makePoll, makeSnapshot } from '../../test-data';
import { PresenterAndDownloads } from './PresenterAndDownloads';

vi.mock('../../../../lib/socket/socket', () => import('../../../../test/socket-mock'));

let fetchStub: ReturnType<typeof stubFetch>;
beforeEach(() => {
  resetLiveTrainingStores();
  fetchStub = stubFetch();
  updatePanel(openPanel, 's1', 'teacher');
  updatePanel(applySnapshot, makeSnapshot({ role: 'instructor', polls: [makePoll({ id: 'p1', question: 'Which form is due first?' })] }));
});
afterEach(() => vi.unstubAllGlobals());

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('presenter view and downloads', () => {
  it('the instructor gets the three CSV exports and the presenter view; the evidence zip is the operators’', () => {
    useUserStore.setState({ user: makeUser({ id: 'teacher', role: 'instructor' }), status: 'ready' });
    renderAt('/live-training', <PresenterAndDownloads sessionId="s1" />);
    expect(hrefOf('Poll results (CSV)')).toBe('/api/live-training/s1/export/polls.csv');
    expect(hrefOf('Q&A (CSV)')).toBe('/api/live-training/s1/export/qa.csv');
    expect(hrefOf('Attendance (CSV)')).toBe('/api/live-training/s1/export/attendance.csv');
    expect(screen.queryByRole('link', { name: /Audit evidence/ })).toBeNull();
    expect(hrefOf('Open presenter view (new tab)')).toBe('/live-training/s1/present');
  });

  it('operators also download the audit evidence', () => {
    useUserStore.setState({ user: makeUser({ id: 'op', role: 'operator' }), status: 'ready' });
    renderAt('/live-training', <PresenterAndDownloads sessionId="s1" />);
    expect(hrefOf('Audit evidence (zip of CSV files)')).toBe('/api/live-training/s1/evidence');
  });

  it('choosing what the projector shows saves it on the server', async () => {
    useUserStore.setState({ user: makeUser({ id: 'teacher', role: 'instructor' }), status: 'ready' });
    fetchStub.routes['PUT /api/training/presenter/s1'] = () => json({ mode: 'poll', pollId: 'p1' });
    renderAt('/live-training', <PresenterAndDownloads sessionId="s1" />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'The projector shows' }), 'Poll: Which form is due first?');
    await waitFor(() => expect(fetchStub.calls.find((c) => c.key === 'PUT /api/training/presenter/s1')?.body).toEqual({ mode: 'poll', pollId: 'p1' }));
    await waitFor(() => expect(usePanelStore.getState().presenter).toEqual({ mode: 'poll', pollId: 'p1' }));
  });
});
