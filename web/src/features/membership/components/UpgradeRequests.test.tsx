import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubFetchEachTest } from '../../../test/fetch-routes';
import { renderAt } from '../../../test/render-app';
import { makePendingPayment } from '../test-data';
import { UpgradeRequests } from './UpgradeRequests';
import { fakeSocket } from '../../../test/socket-mock';

vi.mock('../../../lib/socket/socket', () => import('../../../test/socket-mock'));

const api = stubFetchEachTest();

describe("the operators' upgrade requests", () => {
  it('lists an upgrade with the amount to find, and approves it only after asking', async () => {
    let rows = [makePendingPayment('s9', { status: 'active', planType: 'professional', amount: 148.5, displayName: 'Paula Payer', email: 'paula@example.com' })];
    api.routes['GET /api/subscriptions/upgrades'] = () => json(rows);
    const [row] = rows;
    api.routes['POST /api/subscriptions/s9/upgrade/approve'] = () => {
      rows = [];
      return json({ ...row, planType: 'professional' });
    };
    renderAt('/premium', <UpgradeRequests />);
    const section = await screen.findByRole('region', { name: 'Plan upgrades waiting for verification (1)' });
    expect(within(section).getByText('Paula Payer: upgrade to Professional, $148.50')).toBeTruthy();
    await userEvent.click(within(section).getByRole('button', { name: 'Approve upgrade: Paula Payer, Professional' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this upgrade?' });
    expect(within(dialog).getByText(/Paula Payer's upgrade to Professional, \$148\.50/)).toBeTruthy();
    expect(api.calls.some((c) => c.key.startsWith('POST'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve Upgrade' }));
    await waitFor(() => expect(api.calls.map((c) => c.key)).toContain('POST /api/subscriptions/s9/upgrade/approve'));
    expect(await screen.findByText('No plan upgrade is waiting for verification.')).toBeTruthy();
  });

  it('shows a new upgrade and takes out one another operator decided, live, without a reload', async () => {
    api.routes['GET /api/subscriptions/upgrades'] = () => json([makePendingPayment('s1', { status: 'active', planType: 'premium', amount: 80, displayName: 'Ana Early' })]);
    renderAt('/premium', <UpgradeRequests />);
    await screen.findByRole('region', { name: 'Plan upgrades waiting for verification (1)' });
    const loads = api.calls.filter((c) => c.key === 'GET /api/subscriptions/upgrades').length;

    const fire = (event: string, payload: unknown) => act(() => fakeSocket().fire(event, payload));
    fire('upgrade:queued', { payment: makePendingPayment('s2', { status: 'active', planType: 'professional', amount: 99.5, displayName: 'Ben Later' }) });
    const section = screen.getByRole('region', { name: 'Plan upgrades waiting for verification (2)' });
    expect(within(section).getByText('Ben Later: upgrade to Professional, $99.50')).toBeTruthy();
    fire('upgrade:queued', { payment: makePendingPayment('s2', { status: 'active', planType: 'professional', amount: 99.5, displayName: 'Ben Later' }) });
    expect(within(section).getAllByText(/Ben Later/)).toHaveLength(1);

    fire('upgrade:dequeued', { id: 's1', decision: 'approved' });
    expect(screen.getByRole('region', { name: 'Plan upgrades waiting for verification (1)' })).toBeTruthy();
    expect(screen.queryByText(/Ana Early/)).toBeNull();
    expect(api.calls.filter((c) => c.key === 'GET /api/subscriptions/upgrades')).toHaveLength(loads);
  });
});
