import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TUser } from '@app/shared-types/auth';
import { useUserStore } from '../../lib/auth/user-store';
import { makeUser, SPEC_NAV_LINKS } from '../../test/fixtures';
import { renderAt } from '../../test/render-app';
import { Header } from './Header';

const OPERATOR = [...SPEC_NAV_LINKS, ['Contact Inbox', '/contact/inbox'], ['Reconciliation', '/billing/reconciliation']];
const without = (...labels: string[]) => SPEC_NAV_LINKS.filter(([label]) => !labels.includes(label!));
const ACCOUNT = without('Analytics', 'SMS Campaigns');
const VISITOR = without('Analytics', 'SMS Campaigns', 'Compliance', 'Settings');

const signedInAs = (user: TUser | null) => useUserStore.setState({ user, status: 'ready', loadError: null, signingOut: false });
const pairs = (links: HTMLElement[]) => links.map((a) => [a.textContent, a.getAttribute('href')]);

beforeEach(() => signedInAs(null));

/** The header row's links, with what 'More' holds (opened) after them. */
async function headerLinks(user: ReturnType<typeof userEvent.setup>) {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  const more = within(nav).queryByRole('button', { name: 'More' });
  if (more) await user.click(more);
  return within(nav).getAllByRole('link');
}

/** The menu drawer's links, opened from the menu button. */
async function menuLinks(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));
  const dialog = await screen.findByRole('dialog', { name: 'Menu' });
  return { dialog, links: within(within(dialog).getByRole('navigation', { name: 'Main' })).getAllByRole('link') };
}

describe('header navigation by role', () => {
  it.each([
    ['a visitor', null, VISITOR],
    ['a free member', makeUser({ role: 'member', isPremium: false }), ACCOUNT],
    ['a premium member', makeUser({ role: 'member', isPremium: true, plan: 'premium' }), ACCOUNT],
    ['an instructor', makeUser({ role: 'instructor' }), ACCOUNT],
    ['an operator', makeUser({ role: 'operator' }), OPERATOR],
  ])('shows %s exactly their links, in the spec order, in the header and in the menu', async (_who, account, expected) => {
    const user = userEvent.setup();
    signedInAs(account);
    renderAt('/', <Header />);
    expect(pairs(await headerLinks(user))).toEqual(expected);
    expect(pairs((await menuLinks(user)).links)).toEqual(expected);
  });

  it("keeps an operator's row on one line: the last links behind a 'More' disclosure that Escape closes", async () => {
    const user = userEvent.setup();
    signedInAs(makeUser({ role: 'operator' }));
    renderAt('/services', <Header />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const more = within(nav).getByRole('button', { name: 'More' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    const inline = within(nav).getAllByRole('link').map((a) => a.textContent);
    expect(inline).not.toContain('Contact Inbox');

    await user.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(within(list).getByRole('link', { name: 'Contact Inbox' }).getAttribute('href')).toBe('/contact/inbox');
    await user.tab();
    await user.keyboard('{Escape}');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(more);
  });

  it("draws a member's links while the session is loading, so most readers' links do not move", () => {
    useUserStore.setState({ user: null, status: 'loading' });
    renderAt('/', <Header />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(pairs(within(nav).getAllByRole('link'))).toEqual(ACCOUNT);
  });

  it('marks the current page with aria-current, the consultation link on both of its paths', () => {
    renderAt('/consultations', <Header />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.textContent)).toEqual(['Consultation']);
  });

  it('offers Schedule Consultation (to /contact) and a full-page Sign in that returns here', () => {
    renderAt('/pricing?plan=starter', <Header />);
    expect(screen.getByRole('link', { name: 'Schedule Consultation' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/api/login?returnTo=%2Fpricing%3Fplan%3Dstarter',
    );
  });

  it('opens the mobile menu as a labelled dialog, its links under group headings, and closes it with Escape', async () => {
    const user = userEvent.setup();
    signedInAs(makeUser({ role: 'operator' }));
    renderAt('/', <Header />);
    const button = screen.getByRole('button', { name: 'Open navigation menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');

    const { dialog } = await menuLinks(user);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(dialog.id);
    const groups = within(dialog).getAllByRole('heading', { level: 3 });
    expect(groups.map((h) => h.textContent)).toEqual(['Explore', 'Learn and connect', 'Membership', 'Workspace', 'Support', 'Billing']);
    const workspace = within(dialog).getByRole('list', { name: 'Workspace' });
    expect(within(workspace).getAllByRole('link').map((a) => a.textContent)).toEqual(['Analytics', 'Compliance', 'SMS Campaigns', 'Client Portal', 'Settings']);
    expect(within(dialog).getByRole('link', { name: 'Schedule Consultation' })).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
