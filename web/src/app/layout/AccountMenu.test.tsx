import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useUserStore } from '../../lib/auth/user-store';
import { makeUser } from '../../test/fixtures';
import { renderAt } from '../../test/render-app';
import { AccountMenu } from './AccountMenu';
import MemberMenu from './MemberMenu';

const { reconnectSocket } = vi.hoisted(() => ({ reconnectSocket: vi.fn() }));
vi.mock('../../lib/socket/socket', () => ({ reconnectSocket, getSocket: vi.fn() }));

beforeEach(() => useUserStore.setState({ user: null, status: 'ready', loadError: null, signingOut: false }));
afterEach(() => vi.unstubAllGlobals());

describe('account menu', () => {
  it.each([
    [{ role: 'operator' as const }, 'Operator'],
    [{ role: 'instructor' as const }, 'Instructor'],
    [{ role: 'member' as const, isPremium: true, plan: 'premium' as const }, 'Premium plan'],
    // The plan's own name: a Professional member is never told "Premium Member" (issue 23).
    [{ role: 'member' as const, isPremium: true, plan: 'professional' as const }, 'Professional plan'],
    [{ role: 'member' as const, isPremium: false }, 'Free plan'],
  ])('shows the name, username and role label (%o -> %s)', async (overrides, label) => {
    const user = userEvent.setup();
    useUserStore.setState({ user: makeUser({ firstName: 'Jordan', lastName: 'Rivera', username: 'jrivera', ...overrides }) });
    renderAt('/', <AccountMenu />);

    await user.click(await screen.findByRole('button', { name: 'Account menu for Jordan Rivera' }));
    const panel = screen.getByRole('dialog', { name: 'Jordan Rivera' });
    expect(within(panel).getByText('@jrivera')).toBeTruthy();
    expect(within(panel).getByText(label)).toBeTruthy();
  });

  it("names the account button with the words it shows, for speech input (WCAG 2.5.3)", async () => {
    useUserStore.setState({ user: makeUser({ firstName: 'Jordan', lastName: 'Rivera' }) });
    renderAt('/', <AccountMenu />);
    const button = await screen.findByRole('button', { name: 'Account menu for Jordan Rivera' });
    // Every text node in the button is visible text; the initial beside the name is drawn, not written.
    expect(button.textContent).toBe('Jordan Rivera');
    expect(button.querySelector('[data-initial]')?.getAttribute('data-initial')).toBe('J');
  });

  it('signs out through the server and hands focus to the Sign in button that replaces it', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 204 })));
    useUserStore.setState({ user: makeUser() });
    renderAt('/community', <AccountMenu />);

    await user.click(await screen.findByRole('button', { name: /Account menu for/ }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toBe('/api/login?returnTo=%2Fcommunity');
    await waitFor(() => expect(document.activeElement).toBe(signIn));
    expect(reconnectSocket).toHaveBeenCalledTimes(1);
  });
});

describe("the account menu's pages", () => {
  const pages = (panel: HTMLElement) =>
    within(within(panel).getByRole('list', { name: 'Your account' }))
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);

  it('offers Profile, Settings, Billing and Notifications (the feature is registered in shell-slots.ts), then Sign out', async () => {
    const user = userEvent.setup();
    useUserStore.setState({ user: makeUser({ firstName: 'Jordan', lastName: 'Rivera' }) });
    renderAt('/community', <AccountMenu />);
    await user.click(await screen.findByRole('button', { name: 'Account menu for Jordan Rivera' }));
    const panel = screen.getByRole('dialog', { name: 'Jordan Rivera' });
    expect(pages(panel)).toEqual([
      ['Profile', '/profile'],
      ['Settings', '/settings'],
      ['Billing', '/settings#billing'],
      ['Notifications', '/notifications'],
    ]);
    expect(within(panel).getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('lists no Notifications where the feature is not registered', async () => {
    const user = userEvent.setup();
    renderAt('/community', <MemberMenu user={makeUser({ firstName: 'Jordan', lastName: 'Rivera' })} onSignOut={() => {}} showNotifications={false} />);
    await user.click(screen.getByRole('button', { name: 'Account menu for Jordan Rivera' }));
    expect(pages(screen.getByRole('dialog', { name: 'Jordan Rivera' }))).toEqual([
      ['Profile', '/profile'],
      ['Settings', '/settings'],
      ['Billing', '/settings#billing'],
    ]);
  });

  it('works by keyboard: Enter opens it, Tab walks its pages, Escape closes it and returns focus', async () => {
    const user = userEvent.setup();
    useUserStore.setState({ user: makeUser({ firstName: 'Jordan', lastName: 'Rivera' }) });
    renderAt('/community', <AccountMenu />);
    const button = await screen.findByRole('button', { name: 'Account menu for Jordan Rivera' });
    button.focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Jordan Rivera' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Profile');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Settings');
    expect(panel.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Jordan Rivera' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});
