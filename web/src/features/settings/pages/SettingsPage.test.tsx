import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SettingsRoute from '../../../app/composed/SettingsRoute';
import { useUserStore } from '../../../lib/auth/user-store';
import { fakePopup, json, lastToast, openedPopup, postFromPopup, stubFetch } from '../../../test/fetch-routes';
import { makeUser } from '../../../test/fixtures';
import { settingsRouteCards } from '../../../test/composed-chunks';
import { renderAt, preloadBeforeAll } from '../../../test/render-app';

// The lazily loaded parts these tests open (the page's own, and the cards SettingsRoute composes in), loaded before them.
preloadBeforeAll(() => import('../components/MemberSettings'), ...settingsRouteCards);

/** Every toast on /settings against spec 001 section 8, character for character. */
let api: ReturnType<typeof stubFetch>;
beforeEach(() => {
  api = stubFetch();
  useUserStore.getState().setUser(makeUser({ role: 'operator' }));
  api.routes['GET /api/calendar/status'] = () => json({ configured: true, connected: false, email: null });
  api.routes['GET /api/payments/status'] = () => json({ square: { configured: false, features: [] }, paypal: { configured: false, features: [] } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const smsStatus = (over: Record<string, unknown> = {}) => (api.routes['GET /api/sms/status'] = () => json({ configured: true, connected: false, service: 'ringcentral', fromNumber: null, ...over }));
const open = async () => {
  renderAt('/settings', <SettingsRoute />);
  return screen.findByRole('region', { name: 'SMS Integration' });
};

describe('/settings toasts', () => {
  it("the calendar card uses the settings page's words: 'Authorization Required' / 'Failed to start auth'", async () => {
    smsStatus();
    openedPopup();
    api.routes['GET /api/auth/google'] = () => json({ message: 'Google Calendar is not configured on this server.', code: 'CONFLICT' }, 409);
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Google Calendar' }));
    await waitFor(() => expect(lastToast()).toEqual({ title: 'Authorization Required', description: 'Failed to start auth: Google Calendar is not configured on this server.' }));
  });

  it("saving RingCentral's credentials fails: 'Failed to save RingCentral configuration. Please try again.'; success: 'RingCentral Configured'", async () => {
    smsStatus({ configured: false });
    api.routes['POST /api/sms/configure'] = () => json({ message: 'Internal error', code: 'INTERNAL' }, 500);
    const card = await open();
    await userEvent.type(await within(card).findByLabelText('Client ID'), 'rc-id');
    await userEvent.type(within(card).getByLabelText('Client Secret'), 'rc-secret');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastToast()).toEqual({ title: 'Error', description: 'Failed to save RingCentral configuration. Please try again.' }));
    api.routes['POST /api/sms/configure'] = () => json({ configured: true, connected: false, service: 'ringcentral', fromNumber: null });
    await userEvent.type(within(card).getByLabelText('Client Secret'), 'rc-secret');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastToast()?.title).toBe('RingCentral Configured'));
  });

  it("connecting SMS: 'Failed to initiate SMS connection.' with the server's reason, then 'Failed to connect SMS' from the popup, and the status is refetched", async () => {
    smsStatus();
    const popup = openedPopup();
    api.routes['GET /api/auth/ringcentral'] = () => json({ message: 'Configure the RingCentral client ID and secret first.', code: 'CONFLICT' }, 409);
    const card = await open();
    await userEvent.click(await within(card).findByRole('button', { name: 'Connect RingCentral' }));
    await waitFor(() => expect(lastToast()).toEqual({ title: 'Error', description: 'Failed to initiate SMS connection. Configure the RingCentral client ID and secret first.' }));

    api.routes['GET /api/auth/ringcentral'] = () => json({ authUrl: 'https://platform.example/authorize' });
    await userEvent.click(within(card).getByRole('button', { name: 'Connect RingCentral' }));
    await waitFor(() => expect(popup.location.href).toBe('https://platform.example/authorize'));
    // The failed authorization changed the server's state (here: the credentials were refused and cleared).
    const statusReads = () => api.calls.filter((c) => c.key === 'GET /api/sms/status').length;
    const readsBefore = statusReads();
    smsStatus({ configured: false });
    postFromPopup({ type: 'RINGCENTRAL_AUTH_ERROR', error: 'Failed to connect SMS' }, popup);
    await waitFor(() => expect(lastToast()).toEqual({ title: 'Error', description: 'Failed to connect SMS' }));
    await waitFor(() => expect(statusReads()).toBe(readsBefore + 1));
    await within(card).findByText('Not configured');
    expect(within(card).queryByRole('button', { name: 'Connect RingCentral' })).toBeNull();
  });

  it("a blocked popup and a missing URL use the spec's words", async () => {
    smsStatus();
    const openSpy = vi.spyOn(window, 'open').mockReturnValue(null);
    const card = await open();
    await userEvent.click(await within(card).findByRole('button', { name: 'Connect RingCentral' }));
    await waitFor(() => expect(lastToast()).toEqual({ title: 'Error', description: 'Popup blocked. Please allow popups for this site.' }));
    openSpy.mockReturnValue(fakePopup() as never);
    api.routes['GET /api/auth/ringcentral'] = () => json({});
    await userEvent.click(within(card).getByRole('button', { name: 'Connect RingCentral' }));
    await waitFor(() => expect(lastToast()).toEqual({ title: 'Error', description: 'Auth URL not received from server' }));
  });

  it("a failed SMS disconnect: 'Failed to disconnect SMS.'", async () => {
    smsStatus({ connected: true, fromNumber: '+12025550199' });
    api.routes['POST /api/sms/disconnect'] = () => json({ message: 'Failed to disconnect SMS.', code: 'UPSTREAM_FAILED' }, 502);
    const card = await open();
    await userEvent.click(await within(card).findByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(lastToast()).toEqual({ title: 'Error', description: 'Failed to disconnect SMS.' }));
  });

  it("the settings form: 'Failed to update settings. Please try again.' then the field's reason; 'Settings Updated'", async () => {
    smsStatus();
    api.routes['PATCH /api/auth/user/settings'] = () => json({ message: 'Enter a valid phone number', code: 'VALIDATION', errors: [{ path: 'phone', message: 'Enter a valid phone number' }] }, 400);
    await open();
    const texts = screen.getByRole('region', { name: 'Text Messages' });
    await userEvent.type(within(texts).getByLabelText('Mobile number'), '12');
    await userEvent.click(within(texts).getByRole('button', { name: 'Save Text Preferences' }));
    await waitFor(() => expect(lastToast()).toEqual({ title: 'Error', description: 'Failed to update settings. Please try again. Enter a valid phone number' }));
    api.routes['PATCH /api/auth/user/settings'] = () => json(makeUser({ role: 'operator', zoomPmi: '123 456 7890' }));
    const pmi = screen.getByRole('region', { name: 'Zoom Personal Meeting ID' });
    await userEvent.type(within(pmi).getByLabelText('Personal Meeting ID'), '123 456 7890');
    await userEvent.click(within(pmi).getByRole('button', { name: 'Save Meeting ID' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Settings Updated'));
  });
});
