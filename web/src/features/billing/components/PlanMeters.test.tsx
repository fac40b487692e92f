import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { TEntitlement } from '@app/shared-types/billing/model';
import { useUserStore } from '../../../lib/auth/user-store';
import { json, stubFetchEachTest } from '../../../test/fetch-routes';
import { makeUser } from '../../../test/fixtures';
import { renderAt } from '../../../test/render-app';
import { LiveSessionsMeter } from './LiveSessionsMeter';
import { ScansMeter } from './ScansMeter';

const RESETS = '2026-12-01T05:00:00.000Z';
const sessions = (limit: number, used: number): TEntitlement => ({ key: 'live-sessions', limit, used, remaining: limit === -1 ? -1 : Math.max(0, limit - used), resetsAt: RESETS });

const api = stubFetchEachTest();

describe('the live training page meter', () => {
  it('says how many premium sessions are left, and counts again when a seat is taken', async () => {
    useUserStore.getState().setUser(makeUser({ isPremium: true, plan: 'starter' }));
    let used = 1;
    api.routes['GET /api/billing/entitlements'] = () => json([sessions(2, used)]);
    const view = renderAt('/live-training', <LiveSessionsMeter registrations="a" />);
    expect(await screen.findByText('1 of 2 premium live sessions left this month, resets December 1')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '1 of 2 premium live sessions left this month' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Upgrade/ })).toBeNull();
    used = 2;
    view.rerender(<LiveSessionsMeter registrations="a,b" />);
    expect(await screen.findByText(/^0 of 2 premium live sessions left this month/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade to Professional' }).getAttribute('href')).toBe('/premium?plan=professional');
  });

  it('tells a Free member the plan has none, with the plan that has them', async () => {
    useUserStore.getState().setUser(makeUser({ isPremium: false, plan: 'free' }));
    api.routes['GET /api/billing/entitlements'] = () => json([sessions(0, 0)]);
    renderAt('/live-training', <LiveSessionsMeter registrations="" />);
    expect(await screen.findByText('No premium live sessions on your plan')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade to Starter' }).getAttribute('href')).toBe('/premium?plan=starter');
  });

  it('shows nothing to staff, who have no limit', async () => {
    useUserStore.getState().setUser(makeUser({ role: 'instructor', isPremium: false, plan: 'free' }));
    renderAt('/live-training', <LiveSessionsMeter registrations="" />);
    await waitFor(() => expect(api.calls).toHaveLength(0));
    expect(screen.queryByText(/premium live sessions/)).toBeNull();
  });
});

describe('the compliance page meter', () => {
  it('says how many scans are left this hour and when they come back, with no plan to buy', async () => {
    useUserStore.getState().setUser(makeUser({ role: 'instructor', isPremium: false, plan: 'free' }));
    const resetsAt = new Date(Date.now() + 20 * 60_000);
    api.routes['GET /api/billing/entitlements'] = () => json([sessions(-1, 0), { key: 'scans', limit: 20, used: 20, remaining: 0, resetsAt: resetsAt.toISOString() }]);
    renderAt('/compliance-monitoring', <ScansMeter version="3" />);
    const at = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(resetsAt);
    expect(await screen.findByText(`0 of 20 accessibility scans left this hour, resets at ${at}`)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Scans this hour' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Upgrade/ })).toBeNull();
  });
});
