import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useUserStore } from '../../lib/auth/user-store';
import { renderAt } from '../../test/render-app';
import { Header } from './Header';

const SPEC_LINKS = [
  ['Home', '/'],
  ['Services', '/services'],
  ['Government Contracting', '/government-contracting'],
  ['Community', '/community'],
  ['Training', '/training'],
  ['Live Training', '/live-training'],
  ['Consultation', '/consultation'],
  ['Pricing', '/pricing'],
  ['Premium', '/premium'],
  ['Analytics', '/monitoring'],
  ['Compliance', '/compliance-monitoring'],
  ['SMS Campaigns', '/sms-campaigns'],
  ['Client Portal', '/client-portal'],
  ['Settings', '/settings'],
  ['Contact', '/contact'],
];

beforeEach(() => useUserStore.setState({ user: null, status: 'ready', loadError: null, signingOut: false }));

describe('header navigation', () => {
  it('lists the 15 spec links in order, with their labels and paths', () => {
    renderAt('/', <Header />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(SPEC_LINKS);
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

  it('opens the mobile menu as a labelled dialog with the same links, and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderAt('/', <Header />);
    const button = screen.getByRole('button', { name: 'Open navigation menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(button.getAttribute('aria-controls')).toBe(dialog.id);
    const links = within(within(dialog).getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(SPEC_LINKS.map(([label]) => label));
    expect(within(dialog).getByRole('link', { name: 'Schedule Consultation' })).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
