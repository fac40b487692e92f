import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALENDAR_SETTINGS_TEXTS } from '@app/shared-types/calendar/model';
import { json, lastToast, openedPopup, postFromPopup, stubFetchEachTest } from '../../test/fetch-routes';
import { renderAt } from '../../test/render-app';
import { CalendarCard } from './CalendarCard';

const api = stubFetchEachTest();
afterEach(() => vi.restoreAllMocks());

const notConnected = () => (api.routes['GET /api/calendar/status'] = () => json({ configured: true, connected: false, email: null }));
const connected = () => (api.routes['GET /api/calendar/status'] = () => json({ configured: true, connected: true, email: 'jordan@example.com' }));
const disconnectFails = () => (api.routes['POST /api/calendar/disconnect'] = () => json({ message: 'Something went wrong', code: 'INTERNAL' }, 500));

async function connect(texts?: typeof CALENDAR_SETTINGS_TEXTS) {
  renderAt('/', <CalendarCard texts={texts} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Connect Google Calendar' }));
}

describe('the calendar card on /settings speaks the settings page’s words (spec 001 section 8)', () => {
  it("a refused start: 'Authorization Required' with 'Failed to start auth' and the server's reason", async () => {
    notConnected();
    openedPopup();
    api.routes['GET /api/auth/google'] = () => json({ message: 'Google Calendar is not configured on this server.', code: 'CONFLICT' }, 409);
    await connect(CALENDAR_SETTINGS_TEXTS);
    await waitFor(() => expect(lastToast()).toEqual({ title: 'Authorization Required', description: 'Failed to start auth: Google Calendar is not configured on this server.' }));
  });

  it("no answer from the server: 'Failed to initiate calendar connection.'", async () => {
    notConnected();
    openedPopup();
    api.routes['GET /api/auth/google'] = () => Promise.reject(new TypeError('Failed to fetch'));
    await connect(CALENDAR_SETTINGS_TEXTS);
    await waitFor(() => expect(lastToast()).toEqual({ title: 'Authorization Required', description: 'Failed to initiate calendar connection.' }));
  });

  it("the popup reports an error: 'Failed to connect calendar', then the popup's own words", async () => {
    notConnected();
    const popup = openedPopup();
    api.routes['GET /api/auth/google'] = () => json({ authUrl: 'https://accounts.example/auth' });
    await connect(CALENDAR_SETTINGS_TEXTS);
    await waitFor(() => expect(popup.location.href).toBe('https://accounts.example/auth'));
    postFromPopup({ type: 'GOOGLE_AUTH_ERROR', error: 'Google did not grant access to your calendar.' }, popup);
    await waitFor(() => expect(lastToast()).toEqual({ title: 'Authorization Required', description: 'Failed to connect calendar: Google did not grant access to your calendar.' }));
  });

  it("a failed disconnect: 'Failed to disconnect calendar.'", async () => {
    connected();
    disconnectFails();
    renderAt('/', <CalendarCard texts={CALENDAR_SETTINGS_TEXTS} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(lastToast()).toEqual({ title: 'Error', description: 'Failed to disconnect calendar.' }));
  });
});

describe('on /live-training the same card keeps that page’s words', () => {
  it("'Authentication Failed' with 'Failed to start' and 'Failed to connect'; 'Disconnect Failed: Failed to disconnect the calendar.'", async () => {
    notConnected();
    const popup = openedPopup();
    api.routes['GET /api/auth/google'] = () => Promise.reject(new TypeError('Failed to fetch'));
    await connect();
    await waitFor(() => expect(lastToast()).toEqual({ title: 'Authentication Failed', description: 'Failed to start' }));

    api.routes['GET /api/auth/google'] = () => json({ authUrl: 'https://accounts.example/auth' });
    await userEvent.click(screen.getByRole('button', { name: 'Connect Google Calendar' }));
    await waitFor(() => expect(popup.location.href).toBe('https://accounts.example/auth'));
    postFromPopup({ type: 'GOOGLE_AUTH_ERROR', error: '' }, popup);
    await waitFor(() => expect(lastToast()).toEqual({ title: 'Authentication Failed', description: 'Failed to connect' }));
  });

  it('a failed disconnect', async () => {
    connected();
    disconnectFails();
    renderAt('/', <CalendarCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(lastToast()).toEqual({ title: 'Disconnect Failed: Failed to disconnect the calendar.', description: undefined }));
  });
});
