import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useUserStore } from '../../../lib/auth/user-store';
import { json, lastToast, stubFetchEachTest } from '../../../test/fetch-routes';
import { renderApp, preloadBeforeAll } from '../../../test/render-app';

// The lazily loaded parts these tests open, loaded before them.
preloadBeforeAll('/sign-in', '/forgot-password', '/reset-password');

/** The page's outcome message (the app has other status regions: the route announcer...). */
const outcome = async (text: string | RegExp) => (await screen.findByText(text)).closest('[role="status"]') as HTMLElement;

const NEUTRAL = "If an account uses that address, we've sent a link to reset your password. The link works once, within 30 minutes.";
const INVALID = 'This password reset link is invalid, has expired or has been used already. Please ask for a new one.';

const api = stubFetchEachTest(() => useUserStore.setState({ user: null, status: 'ready', loadError: null, signingOut: false }));

describe('forgot password', () => {
  it('is linked from the sign-in page', async () => {
    renderApp('/sign-in');
    await screen.findByRole('heading', { level: 1, name: 'Member access' });
    await userEvent.click(within(screen.getByRole('form', { name: 'Sign in' })).getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeTruthy();
  });

  it('validates the address, then replaces the form with the neutral confirmation and moves focus to it', async () => {
    api.routes['POST /api/password-reset'] = () => json({ message: NEUTRAL }, 202);
    renderApp('/forgot-password');
    const email = await screen.findByLabelText(/^Email/);
    await userEvent.type(email, 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();

    await userEvent.clear(email);
    await userEvent.type(email, ' Ada@Example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    const confirmation = await outcome(NEUTRAL);
    expect(confirmation).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(confirmation));
    expect(api.calls.find((c) => c.key === 'POST /api/password-reset')?.body).toEqual({ email: 'ada@example.com' });
    expect(screen.queryByRole('form', { name: 'Forgot password' })).toBeNull();
  });

  it("toasts the server's refusal (too many requests) and keeps the form", async () => {
    api.routes['POST /api/password-reset'] = () => json({ message: 'Too many password reset requests. Please try again later.', code: 'RATE_LIMITED' }, 429);
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText(/^Email/), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(lastToast()).toEqual({ title: 'Could not send the link', description: 'Too many password reset requests. Please try again later.' }));
    expect(screen.getByRole('form', { name: 'Forgot password' })).toBeTruthy();
  });
});

describe('reset password', () => {
  const fill = async (password: string, confirm = password) => {
    await userEvent.type(await screen.findByLabelText(/^New password/), password);
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
  };

  it('sets the new password with the link’s token, then offers to sign in', async () => {
    api.routes['POST /api/password-reset/confirm'] = () => new Response(null, { status: 204 });
    renderApp('/reset-password?token=abc_DEF-123');
    await fill('short', 'short');
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText(/^New password/));
    await userEvent.clear(screen.getByLabelText(/^Confirm new password/));
    await fill('new-password', 'new-passwodr');
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText(/^Confirm new password/));
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));

    const done = await outcome(/Sign in with your new password\.$/);
    expect(within(done.parentElement!).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in');
    expect(api.calls.filter((c) => c.key === 'POST /api/password-reset/confirm').map((c) => c.body)).toEqual([{ token: 'abc_DEF-123', password: 'new-password' }]);
  });

  it('says when the link is refused, and leads to a new one', async () => {
    api.routes['POST /api/password-reset/confirm'] = () => json({ message: INVALID, code: 'VALIDATION_FAILED', errors: [{ path: 'token', message: INVALID }] }, 400);
    renderApp('/reset-password?token=used-token');
    await fill('new-password');
    expect(await outcome(INVALID)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
    // The page says it once: no toast repeats it.
    expect(lastToast()).toBeUndefined();
  });

  it('toasts a failure that is not about the link, and keeps the form', async () => {
    api.routes['POST /api/password-reset/confirm'] = () => json({ message: 'Too many attempts. Please try again later.', code: 'RATE_LIMITED' }, 429);
    renderApp('/reset-password?token=some-token');
    await fill('new-password');
    await waitFor(() => expect(lastToast()).toEqual({ title: 'Password not reset', description: 'Too many attempts. Please try again later.' }));
    expect(screen.getByRole('form', { name: 'Choose a new password' })).toBeTruthy();
  });

  it('without a token, explains and offers a new link instead of a form', async () => {
    renderApp('/reset-password');
    expect(await outcome(/needs the link from your password reset email/)).toBeTruthy();
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
  });
});
