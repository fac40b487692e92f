import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TEntitlement, TLedgerEntry } from '@app/shared-types/billing/model';
import SettingsRoute from './SettingsRoute';
import { useUserStore } from '../../lib/auth/user-store';
import { json, stubFetchEachTest } from '../../test/fetch-routes';
import { makeUser } from '../../test/fixtures';
import { settingsRouteCards } from '../../test/composed-chunks';
import { renderAt, preloadBeforeAll } from '../../test/render-app';

preloadBeforeAll(() => import('../../features/settings/components/MemberSettings'), ...settingsRouteCards);

const entry = (over: Partial<TLedgerEntry> = {}): TLedgerEntry => ({
  id: 'e1',
  memberId: 'u1',
  subscriptionId: 's1',
  planType: 'starter',
  rail: 'cashapp',
  reference: 's1',
  amount: 9700,
  currency: 'USD',
  state: 'settled',
  verifiedBy: 'op1',
  verifiedAt: '2026-11-02T15:00:00.000Z',
  periodStart: '2026-11-02T15:00:00.000Z',
  periodEnd: '2026-12-02T15:00:00.000Z',
  receiptNumber: 'R-2026-000012',
  refundedAmount: 0,
  createdAt: '2026-11-01T15:00:00.000Z',
  ...over,
});
const meters: TEntitlement[] = [
  { key: 'live-sessions', limit: 2, used: 1, remaining: 1, resetsAt: '2026-12-01T05:00:00.000Z' },
  { key: 'consultations', limit: 0, used: 0, remaining: 0, resetsAt: '2026-12-01T05:00:00.000Z' },
  { key: 'premium-content', limit: 1, used: 0, remaining: 1, resetsAt: null },
];

const api = stubFetchEachTest(({ routes }) => {
  routes['GET /api/calendar/status'] = () => json({ configured: false, connected: false, email: null });
  routes['GET /api/subscriptions/mine'] = () => json([]);
  routes['GET /api/billing/entitlements'] = () => json(meters);
  useUserStore.getState().setUser(makeUser({ isPremium: true, plan: 'starter' }));
});

const region = (name: string) => screen.findByRole('region', { name });

describe('/settings payments and plan usage', () => {
  it('lists payments with their receipts (paid ones only) and the period each paid', async () => {
    api.routes['GET /api/billing/ledger'] = () => json([entry(), entry({ id: 'e2', state: 'verifying', receiptNumber: null, periodStart: null, periodEnd: null, planType: 'professional', amount: 19700 })]);
    renderAt('/settings', <SettingsRoute />);
    const payments = await region('Payments and receipts');
    const items = await within(payments).findAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Starter plan, Nov 2, 2026 to Dec 2, 2026');
    expect(items[0]!.textContent).toContain('$97.00 by Cash App · Paid');
    expect(within(items[0]!).getByRole('link', { name: 'Download PDF of receipt R-2026-000012' }).getAttribute('href')).toBe('/api/billing/receipts/e1?format=pdf');
    expect(within(items[0]!).getByRole('link', { name: 'View receipt R-2026-000012 (opens in a new tab)' }).getAttribute('href')).toBe('/api/billing/receipts/e1?format=html');
    expect(items[1]!.textContent).toContain('$197.00 by Cash App · Awaiting verification');
    expect(within(items[1]!).queryAllByRole('link')).toEqual([]);
  });

  it('says plainly when there is no payment yet, or when the list could not be loaded', async () => {
    api.routes['GET /api/billing/ledger'] = () => json([]);
    const { unmount } = renderAt('/settings', <SettingsRoute />);
    expect(await within(await region('Payments and receipts')).findByText(/No payments yet\./)).toBeTruthy();
    unmount();
    api.routes['GET /api/billing/ledger'] = () => json({ message: 'Server error', code: 'INTERNAL' }, 500);
    renderAt('/settings', <SettingsRoute />);
    expect(await within(await region('Payments and receipts')).findByRole('alert')).toHaveProperty('textContent', 'Your payments could not be loaded. Please reload the page to try again.');
  });

  it("shows the plan's meters from the server's counters", async () => {
    api.routes['GET /api/billing/ledger'] = () => json([]);
    renderAt('/settings', <SettingsRoute />);
    const usage = await region('Plan usage this month');
    expect(await within(usage).findByText(/^1 of 2 premium live sessions left this month, resets /)).toBeTruthy();
    expect(within(usage).getByRole('progressbar', { name: '1 of 2 premium live sessions left this month' }).getAttribute('aria-valuenow')).toBe('50');
    expect(within(usage).getByText('No consultations on your plan')).toBeTruthy();
    expect(within(usage).getByText('Premium training content included')).toBeTruthy();
  });
});
