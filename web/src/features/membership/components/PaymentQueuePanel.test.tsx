import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TPendingPayment } from '@app/shared-types/membership/model';
import { json, stubFetch } from '../../../test/fetch-routes';
import { renderAt } from '../../../test/render-app';
import { makePendingPayment } from '../test-data';
import { PaymentQueuePanel } from './PaymentQueuePanel';

vi.mock('../../../lib/socket/socket', () => import('../../../test/socket-mock'));

const payment = (id: string, username: string, over: Partial<TPendingPayment> = {}) =>
  makePendingPayment(id, { username, displayName: username, email: `${username}@example.com`, ...over });

let api: ReturnType<typeof stubFetch>;
beforeEach(() => {
  api = stubFetch();
  api.routes['GET /api/payments/queue'] = () => json({ pending: [payment('p1', 'ana'), payment('p2', 'ben', { planType: 'professional', amount: 197 })], refunds: [] });
});
afterEach(() => vi.unstubAllGlobals());

const list = (name: RegExp) => screen.getByRole('region', { name });

describe('the operators’ payment queue', () => {
  it('shows the two pending payments under their own heading, and the empty refund list says it is the refunds that are empty', async () => {
    renderAt('/premium', <PaymentQueuePanel />);
    const pending = await screen.findByRole('region', { name: 'Cash App payments waiting for verification (2)' });
    expect(within(pending).getAllByRole('row')).toHaveLength(3);
    expect(within(pending).queryByText(/Nothing waiting|No Cash App payment/)).toBeNull();
    const refunds = list(/^Refund requests/);
    expect(refunds.textContent).toContain('Refund requests (0)');
    expect(within(refunds).getByText('No refund has been requested.')).toBeTruthy();
    expect(screen.queryByText('Nothing waiting.')).toBeNull();
  });

  it('asks before approving, naming the member, plan and amount; Not now sends nothing; confirming approves', async () => {
    api.routes['POST /api/payments/p2/approve'] = () => json({ ...payment('p2', 'ben'), status: 'active' });
    renderAt('/premium', <PaymentQueuePanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve: ben, Professional' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve this payment?' });
    expect(dialog.textContent).toContain("ben's Professional plan payment of $197");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(api.calls.some((c) => c.key.startsWith('POST'))).toBe(false);

    await userEvent.click(await screen.findByRole('button', { name: 'Approve: ben, Professional' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Approve this payment?' })).getByRole('button', { name: 'Approve Payment' }));
    const left = await screen.findByRole('region', { name: 'Cash App payments waiting for verification (1)' });
    expect(within(left).queryByText('ben')).toBeNull();
    expect(within(left).getByText('ana')).toBeTruthy();
    expect(api.calls.filter((c) => c.key.startsWith('POST')).map((c) => c.key)).toEqual(['POST /api/payments/p2/approve']);
  });

  it('names a Cash App renewal request as one, with the date the membership would end', async () => {
    api.routes['GET /api/payments/queue'] = () => json({ pending: [payment('p3', 'cy', { status: 'active', renewalRequestedFor: '2026-12-27T15:00:00.000Z' })], refunds: [] });
    renderAt('/premium', <PaymentQueuePanel />);
    const pending = await screen.findByRole('region', { name: 'Cash App payments waiting for verification (1)' });
    expect(within(pending).getByText('Starter, renewal due Dec 27, 2026')).toBeTruthy();
  });

  it('asks before rejecting too', async () => {
    api.routes['POST /api/payments/p1/reject'] = () => json({ ...payment('p1', 'ana'), status: 'rejected' });
    renderAt('/premium', <PaymentQueuePanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject: ana, Starter' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this payment?' });
    expect(api.calls.some((c) => c.key.startsWith('POST'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject Payment' }));
    await waitFor(() => expect(api.calls.map((c) => c.key)).toContain('POST /api/payments/p1/reject'));
  });
});
