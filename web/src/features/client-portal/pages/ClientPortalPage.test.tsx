import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { useUserStore } from '../../../lib/auth/user-store';
import { renderAt, preloadBeforeAll } from '../../../test/render-app';
import { usePortalStore } from '../store';
import ClientPortalRoute from '../../../app/composed/ClientPortalRoute';

// The lazily loaded parts these tests open, loaded before them.
preloadBeforeAll(() => import('../components/DetailDialog'));

beforeEach(() => {
  localStorage.clear();
  usePortalStore.setState({ readMessageIds: [] });
  useUserStore.setState({ user: null, status: 'ready' });
  vi.stubGlobal('fetch', vi.fn(async () => new Response('[]')));
});
afterEach(() => vi.unstubAllGlobals());

describe('client portal page', () => {
  it('shows the four feature cards, the demonstration alert and the closing buttons', async () => {
    renderAt('/client-portal', <ClientPortalRoute />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Client Portal']);
    for (const title of ['Secure Access', 'Training Library', 'Communication', 'File Management']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeTruthy();
    }
    expect(screen.getByText(/Real client access requires secure authentication/)).toBeTruthy();
    for (const name of ['Training Video Library', 'Document Library', 'Recent Messages', 'Secure File Upload']) {
      expect(screen.getByRole('region', { name })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Request Portal Access' }).getAttribute('href')).toMatch(/^\/contact\?message=/);
    expect(screen.getByRole('link', { name: 'Schedule Demo' }).getAttribute('href')).toBe('/consultation');
    expect(await screen.findByText('No training videos are available yet.')).toBeTruthy();
  });

  it("marks a message read when it is opened, removing its 'New' badge", async () => {
    renderAt('/client-portal', <ClientPortalRoute />);
    const messages = screen.getByRole('region', { name: 'Recent Messages' });
    expect(within(messages).getAllByText('New')).toHaveLength(2);
    fireEvent.click(within(messages).getByRole('button', { name: /Read Your Q3 financial statements are ready/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Your Q3 financial statements are ready' });
    expect(within(dialog).getByText('Sarah Mitchell, CPA')).toBeTruthy();
    expect(within(messages).getAllByText('New')).toHaveLength(1);
    expect(usePortalStore.getState().readMessageIds).toEqual(['msg-statements-ready']);
  });

  it('opens a sample document’s details with View', async () => {
    renderAt('/client-portal', <ClientPortalRoute />);
    fireEvent.click(screen.getByRole('button', { name: 'View SAM.gov Registration Confirmation' }));
    const dialog = await screen.findByRole('dialog', { name: 'SAM.gov Registration Confirmation' });
    expect(within(dialog).getByText('Compliance')).toBeTruthy();
  });
});
