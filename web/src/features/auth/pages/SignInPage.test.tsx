import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useUserStore } from '../../../lib/auth/user-store';
import { useToastStore } from '../../../lib/toast-store';
import { makeUser } from '../../../test/fixtures';
import { renderApp, preloadBeforeAll } from '../../../test/render-app';
import { reconnectSocket } from '../../../test/socket-mock';

// The lazily loaded parts these tests open, loaded before them.
preloadBeforeAll('/sign-in');

// A signed-in page listens on the socket (the bell): the shared fake socket, and its reconnect spy.
vi.mock('../../../lib/socket/socket', () => import('../../../test/socket-mock'));

/** Plays the server: each call to fetch gets the next answer. */
function serverAnswers(...responses: Response[]) {
  const fetchMock = vi.fn(async () => responses.shift() ?? new Response('', { status: 500 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const json = (status: number, body: unknown) => Response.json(body, { status });

beforeEach(() => {
  useUserStore.setState({ user: null, status: 'ready', loadError: null, signingOut: false });
  useToastStore.setState({ toasts: [] });
  reconnectSocket.mockClear();
});
afterEach(() => vi.unstubAllGlobals());


async function openSignIn(path = '/sign-in?returnTo=%2Fafter-sign-in') {
  renderApp(path);
  return screen.findByRole('heading', { level: 1, name: 'Member access' });
}

describe('sign-in page', () => {
  it('signs in, reconnects the live connection and returns to the page the visitor came from', async () => {
    const user = userEvent.setup();
    const member = makeUser({ firstName: 'Jordan', lastName: 'Rivera' });
    const fetchMock = serverAnswers(json(200, member));
    await openSignIn();

    await user.type(screen.getByLabelText(/^Username/), 'jrivera');
    await user.type(screen.getByLabelText(/^Password/), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    // The returnTo path does not exist, so arriving there shows the not-found page.
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/login', expect.objectContaining({ method: 'POST', body: '{"username":"jrivera","password":"secret-pass"}' }));
    expect(useUserStore.getState().user).toEqual(member);
    expect(reconnectSocket).toHaveBeenCalledTimes(1);
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Signed in', description: 'Welcome back, Jordan Rivera.' });
  });

  it('shows the one generic message for wrong credentials, and the rate-limit message', async () => {
    const user = userEvent.setup();
    serverAnswers(
      json(401, { message: 'Invalid username or password', code: 'UNAUTHENTICATED' }),
      new Response(JSON.stringify({ message: 'Too many attempts. Please try again later.', code: 'RATE_LIMITED' }), {
        status: 429,
        headers: { 'Retry-After': '600' },
      }),
    );
    await openSignIn();
    await user.type(screen.getByLabelText(/^Username/), 'jrivera');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const form = screen.getByRole('form', { name: 'Sign in' });
    expect((await within(form).findByRole('alert')).textContent).toBe('Invalid username or password');

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe('Too many attempts. Please try again later. You can try again in about 10 minutes.'),
    );
    expect(useUserStore.getState().user).toBeNull();
  });

  it('shows the spec validation messages inline before calling the server', async () => {
    const user = userEvent.setup();
    const fetchMock = serverAnswers();
    await openSignIn();
    await user.click(screen.getByRole('tab', { name: 'Create account' }));

    await user.type(screen.getByLabelText(/^Username/), 'ab');
    await user.type(screen.getByLabelText(/^Password/), '12345');
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Username must be at least 3 characters')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByLabelText(/^Username/).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('puts a taken username on the username field', async () => {
    const user = userEvent.setup();
    serverAnswers(json(409, { message: 'Username is already taken', code: 'CONFLICT' }));
    await openSignIn();
    await user.click(screen.getByRole('tab', { name: 'Create account' }));
    await user.type(screen.getByLabelText(/^Username/), 'jrivera');
    await user.type(screen.getByLabelText(/^Password/), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Username is already taken')).toBeTruthy();
    const username = screen.getByLabelText(/^Username/);
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(username);
  });

  it('lets people check their password with the show/hide toggle', async () => {
    const user = userEvent.setup();
    await openSignIn();
    const password = screen.getByLabelText(/^Password/);
    expect(password.getAttribute('type')).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await user.click(toggle);
    expect(password.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('sends a signed-in visitor straight on to returnTo', async () => {
    useUserStore.setState({ user: makeUser(), status: 'ready' });
    renderApp('/sign-in?returnTo=%2Fstill-not-a-page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
  });
});
