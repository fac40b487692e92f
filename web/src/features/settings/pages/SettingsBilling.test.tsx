import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TSubscription } from '@app/shared-types/membership/model';
import SettingsRoute from '../../../app/composed/SettingsRoute';
import { useUserStore } from '../../../lib/auth/user-store';
import { json, stubFetch } from '../../../test/fetch-routes';
import { makeUser } from '../../../test/fixtures';
import { settingsRouteCards } from '../../../test/composed-chunks';
import { renderAt, preloadBeforeAll } from '../../../test/render-app';

// The lazily loaded parts these tests open (the page's own, and the cards SettingsRoute composes in), loaded before them.
preloadBeforeAll(() => import('../components/MemberSettings'), ...settingsRouteCards);

const sub = (over: Partial<TSubscription>): TSubscription => ({
  id: 's1',
  userId: 'u1',
  paymentProvider: 'square',
  subscriptionId: 'sq-1',
  status: 'active',
  planType: 'professional',
  amount: 197,
  currency: 'USD',
  startDate: '2026-03-01T12:00:00.000Z',
  expiresAt: '2026-04-01T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  refundRequestedAt: null,
  reviewedBy: null,
  reviewedAt: null,
  createdAt: '2026-03-01T12:00:00.000Z',
  instructions: null,
  graceUntil: null,
  paymentFixUrl: null,
  renewalRequestedFor: null,
  ...over,
});

let api: ReturnType<typeof stubFetch>;
beforeEach(() => {
  api = stubFetch();
  api.routes['GET /api/calendar/status'] = () => json({ configured: false, connected: false, email: null });
});
afterEach(() => vi.unstubAllGlobals());

const billing = async () => {
  renderAt('/settings', <SettingsRoute />);
  const section = await screen.findByRole('region', { name: 'Billing' });
  await within(section).findByText('Plan');
  return section;
};
const account = () => screen.getByRole('region', { name: 'Account Information' });
const value = (region: HTMLElement, term: string) => within(region).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

/** /settings#billing and the account card say what the membership is in the same words as /premium (issue 23). */
describe('/settings billing', () => {
  it('a Professional member: "Professional plan" in both cards, active, its renewal date and the way to change it', async () => {
    useUserStore.getState().setUser(makeUser({ isPremium: true, plan: 'professional' }));
    api.routes['GET /api/subscriptions/mine'] = () => json([sub({})]);
    const section = await billing();
    expect(section.id).toBe('billing');
    expect(value(section, 'Plan')).toBe('Professional plan');
    expect(value(account(), 'Membership')).toBe('Professional plan');
    expect(screen.queryByText(/Premium Member|Free Member/)).toBeNull();
    expect(value(section, 'Status')).toBe('Active');
    expect(value(section, 'Renews on')).toBe('Apr 01, 2026');
    expect(value(section, 'Waiting for verification')).toBe('No payment is waiting.');
    expect(within(section).getByRole('link', { name: 'Manage membership' }).getAttribute('href')).toBe('/premium');
  });

  it('a free member with a Cash App payment waiting: Free plan, the payment listed, no renewal date', async () => {
    useUserStore.getState().setUser(makeUser({ isPremium: false, plan: 'free' }));
    api.routes['GET /api/subscriptions/mine'] = () => json([sub({ status: 'pending', planType: 'starter', amount: 97, paymentProvider: 'cashapp', startDate: null, expiresAt: null })]);
    const section = await billing();
    expect(value(section, 'Plan')).toBe('Free plan');
    expect(value(account(), 'Membership')).toBe('Free plan');
    expect(value(section, 'Status')).toBe('Waiting for verification');
    expect(value(section, 'Waiting for verification')).toBe('Starter plan, $97 by Cash App, sent Mar 01, 2026');
    expect(within(section).queryByText('Renews on')).toBeNull();
  });

  it('a Cash App membership does not claim to renew: it says until when it is paid', async () => {
    useUserStore.getState().setUser(makeUser({ isPremium: true, plan: 'starter' }));
    api.routes['GET /api/subscriptions/mine'] = () => json([sub({ planType: 'starter', amount: 97, paymentProvider: 'cashapp' })]);
    const section = await billing();
    expect(value(section, 'Access until')).toBe('Apr 01, 2026');
    expect(within(section).getByText(/Cash App payments do not renew by themselves/)).toBeTruthy();
  });

  it('a staff account is a staff account on /settings, never "Free Member"', async () => {
    useUserStore.getState().setUser(makeUser({ role: 'operator', isPremium: false, plan: 'free' }));
    api.routes['GET /api/subscriptions/mine'] = () => json([]);
    api.routes['GET /api/sms/status'] = () => json({ configured: false, connected: false, service: 'ringcentral', fromNumber: null });
    api.routes['GET /api/payments/status'] = () => json({ square: { configured: false, features: [] }, paypal: { configured: false, features: [] } });
    const section = await billing();
    expect(value(section, 'Plan')).toBe('Staff account (all features)');
    expect(value(account(), 'Membership')).toBe('Staff account (all features)');
    expect(value(section, 'Status')).toBe('Included with your staff role: nothing to pay');
    expect(within(section).getByRole('link', { name: 'Review members’ payments' }).getAttribute('href')).toBe('/premium');
  });
});
