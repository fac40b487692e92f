import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useUserStore } from '../../../lib/auth/user-store';
import { json, lastToast, stubFetchEachTest } from '../../../test/fetch-routes';
import { makeUser } from '../../../test/fixtures';
import { renderAt, preloadBeforeAll } from '../../../test/render-app';
import ProfilePage from './ProfilePage';

// The lazily loaded parts these tests open, loaded before them.
preloadBeforeAll(() => import('../components/AccountSettings'));

const api = stubFetchEachTest(() => useUserStore.getState().setUser(makeUser({ firstName: 'Jordan', lastName: 'Rivera', company: null })));

const open = async () => {
  renderAt('/profile', <ProfilePage />);
  return screen.findByRole('form', { name: 'Profile' });
};

describe('/profile', () => {
  it('sends a visitor to sign in and back, without the forms', async () => {
    useUserStore.setState({ user: null, status: 'ready' });
    renderAt('/profile', <ProfilePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/api/login?returnTo=%2Fprofile');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('saves the profile, shows the new name everywhere the app reads the account, and toasts', async () => {
    const saved = makeUser({ firstName: 'Jo', lastName: 'Rivera-Lee', company: 'Rivera LLC' });
    api.routes['PATCH /api/auth/user/profile'] = () => json(saved);
    const form = await open();
    const first = within(form).getByLabelText('First name');
    await userEvent.clear(first);
    await userEvent.type(first, 'Jo');
    await userEvent.clear(within(form).getByLabelText('Last name'));
    await userEvent.type(within(form).getByLabelText('Last name'), 'Rivera-Lee');
    await userEvent.type(within(form).getByLabelText('Company'), 'Rivera LLC');
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }));

    await waitFor(() => expect(lastToast()).toEqual({ title: 'Profile updated', description: 'Your name and details are saved.' }));
    expect(api.calls.find((c) => c.key === 'PATCH /api/auth/user/profile')?.body).toEqual({
      firstName: 'Jo',
      lastName: 'Rivera-Lee',
      email: 'j.rivera@example.com',
      company: 'Rivera LLC',
      bio: null,
    });
    expect(useUserStore.getState().user).toMatchObject({ firstName: 'Jo', lastName: 'Rivera-Lee' });
  });

  it("shows the spec's email message before calling the server, and the server's 409 on the email field", async () => {
    const form = await open();
    const email = within(form).getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText('Please enter a valid email address')).toBeTruthy();
    expect(api.calls.some((c) => c.key === 'PATCH /api/auth/user/profile')).toBe(false);

    const taken = 'An account with this email already exists';
    api.routes['PATCH /api/auth/user/profile'] = () => json({ message: taken, code: 'CONFLICT', errors: [{ path: 'email', message: taken }] }, 409);
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText(taken)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(lastToast()).toEqual({ title: 'Profile not saved', description: taken });
  });

  it('tells the limits before typing: the bio counts its characters', async () => {
    const form = await open();
    await userEvent.type(within(form).getByLabelText('Bio'), 'Hello');
    expect(within(form).getByText('5 of 2000 characters')).toBeTruthy();
    expect(within(form).getByLabelText('First name').getAttribute('maxlength')).toBe('100');
  });
});

describe('/profile password change', () => {
  /** Opens the page and sends the password form filled with these three; returns the form. */
  const changePassword = async (current: string, next: string, confirm: string) => {
    await open();
    const form = screen.getByRole('form', { name: 'Change password' });
    await userEvent.type(within(form).getByLabelText(/^Current password/), current);
    await userEvent.type(within(form).getByLabelText(/^New password/), next);
    await userEvent.type(within(form).getByLabelText(/^Confirm new password/), confirm);
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    return form;
  };

  it('checks the confirmation, sends only the two passwords, toasts and empties the form', async () => {
    api.routes['POST /api/auth/user/password'] = () => new Response(null, { status: 204 });
    const form = await changePassword('old-password', 'new-password', 'new-passwrod');
    expect(await within(form).findByText('The passwords do not match')).toBeTruthy();
    expect(api.calls.some((c) => c.key === 'POST /api/auth/user/password')).toBe(false);

    await userEvent.clear(within(form).getByLabelText(/^Confirm new password/));
    await userEvent.type(within(form).getByLabelText(/^Confirm new password/), 'new-password');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(lastToast()).toEqual({ title: 'Password changed', description: 'Your other sessions have been signed out. This one stays signed in.' }));
    expect(api.calls.find((c) => c.key === 'POST /api/auth/user/password')?.body).toEqual({ currentPassword: 'old-password', newPassword: 'new-password' });
    expect((within(form).getByLabelText(/^Current password/) as HTMLInputElement).value).toBe('');
  });

  it('puts a wrong current password on its field', async () => {
    const wrong = 'Your current password is incorrect';
    api.routes['POST /api/auth/user/password'] = () => json({ message: wrong, code: 'VALIDATION_FAILED', errors: [{ path: 'currentPassword', message: wrong }] }, 400);
    const form = await changePassword('not-it', 'new-password', 'new-password');
    expect(await within(form).findByText(wrong)).toBeTruthy();
    expect(within(form).getByLabelText(/^Current password/).getAttribute('aria-invalid')).toBe('true');
  });
});
