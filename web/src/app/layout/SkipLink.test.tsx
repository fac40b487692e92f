import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render-app';

describe('skip link', () => {
  it('is the first thing Tab reaches and moves focus to the main content', async () => {
    const user = userEvent.setup();
    renderApp('/nowhere');
    await screen.findByRole('heading', { name: '404 Page Not Found' });

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.activeElement).toBe(skip);
    expect(skip.getAttribute('href')).toBe('#main-content');

    await user.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main.id).toBe('main-content');
    expect(document.activeElement).toBe(main);
  });
});
