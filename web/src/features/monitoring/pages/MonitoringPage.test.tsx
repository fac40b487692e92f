import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { TMonitoringFigures, TMonitoringResponse } from '@app/shared-types/monitoring/model';
import { summarize } from '@app/shared-types/monitoring/model';
import { useUserStore } from '../../../lib/auth/user-store';
import { fakeSocket } from '../../../test/socket-mock';
import { makeUser } from '../../../test/fixtures';
import { renderAt, preloadBeforeAll } from '../../../test/render-app';
import { resetDashboard } from '../store';
import MonitoringPage from './MonitoringPage';

// The lazily loaded parts these tests open, loaded before them.
preloadBeforeAll(() => import('../components/Dashboard'));

vi.mock('../../../lib/socket/socket', () => import('../../../test/socket-mock'));
const socket = fakeSocket;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const figures = (overrides: Partial<TMonitoringFigures> = {}): TMonitoringFigures => ({
  at: Date.now(),
  totalUsers: 120,
  premiumUsers: 30,
  totalPosts: 40,
  totalComments: 100,
  apiRequestsToday: 80_000,
  storageUsed: 512 * 1024 * 1024,
  sockets: 3,
  eventLoopLagMs: 1.5,
  memoryRss: 200 * 1024 * 1024,
  heapUsed: 100 * 1024 * 1024,
  requestLatencyP95Ms: 12,
  liveSessions: 1,
  liveAttendees: 7,
  scansQueued: 3,
  scansRunning: 2,
  campaignsSending: 1,
  problems: [],
  ...overrides,
});

const overview: TMonitoringResponse = {
  summary: summarize(figures()),
  alerts: [
    { id: 'a1', alertType: 'high_usage', resource: 'api_requests', currentValue: 80_000, limitValue: 100_000, threshold: 75, message: 'API requests today above 75% of the limit.', isResolved: false, createdAt: new Date().toISOString(), resolvedAt: null },
  ],
};

beforeEach(async () => {
  resetDashboard();
  // The dashboard (and with it the socket) loads only for operators: load the mocked socket now.
  await import('../../../lib/socket/socket');
  socket().connected = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/monitoring') return json(overview);
      if (url.pathname === '/api/monitoring/history') return json({ range: url.searchParams.get('range'), points: [] });
      return json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('monitoring page', () => {
  it('tells a member it is for operators (403) without asking the server for figures', async () => {
    useUserStore.setState({ user: makeUser({ role: 'member' }), status: 'ready' });
    renderAt('/monitoring', <MonitoringPage />);
    expect(await screen.findByRole('heading', { level: 2, name: '403: Operators only' })).toBeTruthy();
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });

  it('shows an operator the alerts, cards, health and the spec’s recommendation, then live updates', async () => {
    useUserStore.setState({ user: makeUser({ role: 'operator' }), status: 'ready' });
    renderAt('/monitoring', <MonitoringPage />);
    const users = await screen.findByTestId('total-users');
    expect(within(users).getByText('120')).toBeTruthy();
    expect(within(users).getByText('1.2% of 10,000 limit')).toBeTruthy();
    expect(within(screen.getByTestId('premium-members')).getByText('25.0% conversion')).toBeTruthy();
    expect(within(screen.getByTestId('api-requests')).getByText('80.0% of 100,000 daily limit')).toBeTruthy();
    expect(screen.getByText('API requests today above 75% of the limit.')).toBeTruthy();
    expect(screen.getByText('High API Usage')).toBeTruthy();
    expect(screen.getByText('Operational')).toBeTruthy();
    expect(screen.getByText('2.5')).toBeTruthy(); // comments per post
    const health = screen.getByRole('region', { name: 'System Health' });
    expect(within(within(health).getByText('Compliance scans waiting').parentElement!).getByText('3')).toBeTruthy();
    expect(within(within(health).getByText('Compliance scans running').parentElement!).getByText('2')).toBeTruthy();

    act(() => socket().fire('monitoring:update', figures({ totalUsers: 121, apiRequestsToday: 95_000 })));
    expect(within(screen.getByTestId('total-users')).getByText('121')).toBeTruthy();
    expect(screen.getByText('High Load')).toBeTruthy();
  });
});
