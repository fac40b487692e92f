import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useUserStore } from '../../lib/auth/user-store';
import { makeUser } from '../../test/fixtures';
import { renderAt } from '../../test/render-app';
import { AppLayout } from './AppLayout';
import { Route, Routes, useNavigate, type NavigateFunction } from 'react-router';

let navigate: NavigateFunction;
function Page({ title }: { title: string }) {
  navigate = useNavigate();
  return <h1>{title}</h1>;
}

/** The layout around a stand-in page, so these tests do not wait for real pages' chunks. */
function renderLayoutAt(path: string) {
  return renderAt(
    path,
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="*" element={<Page title="A page" />} />
      </Route>
    </Routes>,
  );
}

beforeEach(() => useUserStore.setState({ user: makeUser({ role: 'operator' }), status: 'ready', loadError: null, signingOut: false }));

describe('app shell', () => {
  it('gives app pages a side navigation with the role’s links and a slim footer', () => {
    renderLayoutAt('/community');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link', { name: (name) => name !== 'Schedule Consultation' });
    expect(links).toHaveLength(17);
    expect(within(nav).getByRole('link', { name: 'Community' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('list', { name: 'Workspace' })).toBeTruthy();
    // The page comes after the navigation, so the skip link has something to skip.
    expect(nav.compareDocumentPosition(screen.getByRole('main')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('navigation', { name: 'Footer' })).toBeNull();
    expect(within(footer).getAllByRole('link').map((a) => a.textContent)).toEqual(['Privacy Policy', 'Terms of Service', 'Accessibility', 'Contact']);
    // The compact header has no second row of links: only the brand and the account.
    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('navigation')).toBeNull();
  });

  it('keeps the marketing header with its row of links, and the full footer, on marketing pages', () => {
    renderLayoutAt('/services');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Footer' })).toBeTruthy();
  });

  it('keeps an open account panel open when the page turns from a marketing page into an app page', async () => {
    // Right after signing in, the sign-in page (marketing) is still on screen while /community (an
    // app page) renders: a panel opened then stayed under the pointer only if the header kept it.
    const user = userEvent.setup();
    renderLayoutAt('/sign-in');
    await user.click(await screen.findByRole('button', { name: /Account menu for/ }));
    const signOut = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign out' });
    await act(async () => navigate('/community'));
    // The app header now (the open panel hides the rest of the page from assistive technology).
    expect(within(screen.getByRole('banner', { hidden: true })).queryByRole('navigation', { hidden: true })).toBeNull();
    expect(signOut.isConnected).toBe(true);
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign out' })).toBe(signOut);
  });
});
