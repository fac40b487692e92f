import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
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
});
