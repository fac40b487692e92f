import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { useUserStore } from '../../../lib/auth/user-store';
import { json, stubFetch } from '../../../test/fetch-routes';
import { makeUser } from '../../../test/fixtures';
import { renderAt } from '../../../test/render-app';
import { paymentProblemOf } from '../model/grace';
import { makeSubscription } from '../test-data';
import { PaymentProblemBanner } from './PaymentProblemBanner';
import { Route, Routes } from 'react-router';
import { AppLayout } from '../../../app/layout/AppLayout';

const DAY = 24 * 3_600_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

let api: ReturnType<typeof stubFetch>;
beforeEach(() => {
  api = stubFetch();
  useUserStore.getState().setUser(makeUser({ isPremium: true, plan: 'professional' }));
});
afterEach(() => vi.unstubAllGlobals());

describe('the renewal-payment-failed banner', () => {
  it('shows, from the server’s graceUntil, until when access stays and links to where the payment is fixed', async () => {
    const graceUntil = '2026-12-04T12:00:00.000Z';
    api.routes['GET /api/subscriptions/mine'] = () =>
      json([makeSubscription({ planType: 'professional', paymentProvider: 'square', expiresAt: inDays(-2), graceUntil: inDays(5), paymentFixUrl: 'https://squareup.com/pay-invoice/inv:0-test' })]);
    renderAt('/settings', <PaymentProblemBanner />);
    const banner = await screen.findByRole('region', { name: 'Your renewal payment failed' });
    expect(banner.textContent).toMatch(/Your Professional plan stays active until \w{3} \d{2}, \d{4} while you fix the payment/);
    const fix = screen.getByRole('link', { name: 'Fix your payment' });
    expect(fix.getAttribute('href')).toBe('https://squareup.com/pay-invoice/inv:0-test');
    expect(fix.getAttribute('rel')).toContain('noopener');
    expect(paymentProblemOf([makeSubscription({ graceUntil })], Date.parse(graceUntil) - DAY)).toEqual({ plan: 'Starter plan', until: 'Dec 04, 2026', fixUrl: null });
  });

  it('without a link from the provider, it offers the contact page', async () => {
    api.routes['GET /api/subscriptions/mine'] = () => json([makeSubscription({ expiresAt: inDays(-1), graceUntil: inDays(6) })]);
    renderAt('/settings', <PaymentProblemBanner />);
    expect((await screen.findByRole('link', { name: 'Contact us to fix it' })).getAttribute('href')).toBe('/contact');
  });

  it('shows nothing for a membership in good standing, one whose grace is over, or one that ended', async () => {
    api.routes['GET /api/subscriptions/mine'] = () => json([makeSubscription({ expiresAt: inDays(20) })]);
    renderAt('/settings', <PaymentProblemBanner />);
    await waitFor(() => expect(api.calls.some((c) => c.key === 'GET /api/subscriptions/mine')).toBe(true));
    // Let the answer land and render before looking for the banner.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByRole('region', { name: 'Your renewal payment failed' })).toBeNull();
    expect(paymentProblemOf([makeSubscription({ graceUntil: inDays(-1) })])).toBeNull();
    expect(paymentProblemOf([makeSubscription({ status: 'expired', graceUntil: inDays(3) })])).toBeNull();
    expect(paymentProblemOf(null)).toBeNull();
  });

  it('stands above every page of a paying member in grace (bar /settings, whose Billing section has it); free members never ask', async () => {
    api.routes['GET /api/subscriptions/mine'] = () => json([makeSubscription({ planType: 'professional', expiresAt: inDays(-1), graceUntil: inDays(6) })]);
    const layoutAt = (path: string) =>
      renderAt(
        path,
        <Routes>
          <Route element={<AppLayout />}>
            <Route path="*" element={<h1>A page</h1>} />
          </Route>
        </Routes>,
      );
    const first = layoutAt('/community');
    const banner = await screen.findByRole('region', { name: 'Your renewal payment failed' });
    // Above the page, inside main: the first thing read after the navigation.
    expect(screen.getByRole('main').firstElementChild?.contains(banner)).toBe(true);
    first.unmount();

    const settings = layoutAt('/settings');
    await screen.findByRole('heading', { name: 'A page' });
    expect(screen.queryByRole('region', { name: 'Your renewal payment failed' })).toBeNull();
    settings.unmount();

    api.calls.length = 0;
    useUserStore.getState().setUser(makeUser({ isPremium: false, plan: 'free' }));
    layoutAt('/community');
    await screen.findByRole('heading', { name: 'A page' });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(api.calls.some((c) => c.key === 'GET /api/subscriptions/mine')).toBe(false);
    expect(screen.queryByRole('region', { name: 'Your renewal payment failed' })).toBeNull();
  });
});
