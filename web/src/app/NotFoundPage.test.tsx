import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { useUserStore } from '../lib/auth/user-store';
import { makeUser } from '../test/fixtures';
import { renderApp } from '../test/render-app';

describe('not-found page', () => {
  it('answers any unknown path with the spec texts and title', async () => {
    renderApp('/no-such-page/at-all');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('404 Page Not Found | Capitol Ledger Advisory'));
  });

  it('keeps the site navigation around it, so a lost visitor can go on', async () => {
    renderApp('/missing');
    await screen.findByRole('heading', { name: '404 Page Not Found' });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('offers a way out: home, and the sections this person may use', async () => {
    useUserStore.setState({ user: makeUser({ role: 'member' }), status: 'ready' });
    renderApp('/gone');
    await screen.findByRole('heading', { name: '404 Page Not Found' });
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    const sections = screen.getByRole('region', { name: 'Or go to' });
    const labels = within(sections).getAllByRole('link').map((a) => a.textContent);
    expect(labels).toContain('Community');
    expect(labels).toContain('Settings');
    expect(labels).not.toContain('Analytics');
    useUserStore.setState({ user: null, status: 'ready' });
  });
});
