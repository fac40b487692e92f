import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TNotificationPreferences } from '@app/shared-types/notifications/model';
import { useUserStore } from '../../../lib/auth/user-store';
import { fakeSocket } from '../../../test/socket-mock';
import { json, lastToast, stubFetch } from '../../../test/fetch-routes';
import { makeUser } from '../../../test/fixtures';
import { renderAt } from '../../../test/render-app';
import { initialNotificationsState } from '../model/notifications';
import { useNotificationsStore } from '../store';
import { makeNotification } from '../test-data';
import NotificationsPage from './NotificationsPage';

vi.mock('../../../lib/socket/socket', () => import('../../../test/socket-mock'));
const socket = fakeSocket;

/** The first look-ups wait for lazily loaded chunks, slow on a busy machine. */
const LOAD = { timeout: 20_000 };

const newest = makeNotification({ minute: 30, text: 'Ana Ruiz replied to your post “SAM renewal”' });
const older = makeNotification({ minute: 20, type: 'payments.approved', actor: null, text: 'Your Cash App payment was approved', readAt: '2026-11-20T12:25:00.000Z' });
const oldest = makeNotification({ minute: 10, text: 'Ben Ode replied to your post “CAGE”' });
const approvedUnread = makeNotification({ minute: 5, type: 'payments.approved', actor: null, text: 'Your Zelle payment was approved' });

let api: ReturnType<typeof stubFetch>;
const queries = () => api.calls.filter((c) => c.key === 'GET /api/notifications').length;
let urls: string[];

beforeEach(() => {
  useUserStore.setState({ user: makeUser({ id: 'me' }), status: 'ready' });
  useNotificationsStore.setState(initialNotificationsState, true);
  api = stubFetch();
  urls = [];
  const fetchStub = globalThis.fetch as unknown as { mock: { calls: [string][] } };
  const url = () => String(fetchStub.mock.calls.at(-1)![0]);
  api.routes['GET /api/notifications'] = () => {
    urls.push(url());
    const params = new URL(url(), 'http://localhost').searchParams;
    if (params.get('type') === 'payments.approved') return json({ items: [approvedUnread], nextBefore: null });
    return json(params.get('before') ? { items: [oldest], nextBefore: null } : { items: [newest, older], nextBefore: 'cursor-1' });
  };
});
afterEach(() => vi.unstubAllGlobals());

const render = (path = '/notifications') => renderAt(path, <NotificationsPage />);
const list = () => screen.getByRole('list', { name: 'Your notifications' });

describe('/notifications', { timeout: 45_000 }, () => {
  it('sends a visitor to sign in and back', () => {
    useUserStore.setState({ user: null, status: 'ready' });
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sign in to see your notifications' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/api/login?returnTo=%2Fnotifications');
  });

  it('lists rows with who and when, marks one read (focus stays on the row), loads older ones and filters', async () => {
    api.routes[`POST /api/notifications/${newest.id}/read`] = () => json({ unread: 0, version: 3 });
    const user = userEvent.setup();
    render();
    const row = await screen.findByRole('link', { name: 'Unread: Ana Ruiz replied to your post “SAM renewal”' }, LOAD);
    const item = row.closest('li')!;
    expect(item.textContent).toContain('Ana Ruiz · ');
    expect(item.querySelector('time')?.getAttribute('title')).toMatch(/^Nov 20, 2026 at /);
    expect(screen.getByRole('link', { name: 'Your Cash App payment was approved' }).closest('li')?.textContent).toContain('Capitol Ledger Advisory · ');

    await user.click(within(item).getByRole('button', { name: 'Mark as read: Ana Ruiz replied to your post “SAM renewal”' }));
    const readLink = await screen.findByRole('link', { name: 'Ana Ruiz replied to your post “SAM renewal”' });
    await waitFor(() => expect(document.activeElement).toBe(readLink));

    await user.click(screen.getByRole('button', { name: 'Load older' }));
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(3));
    expect(urls.at(-1)).toBe('/api/notifications?before=cursor-1');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: /Ben Ode replied/ })));
    expect(screen.getByText('That’s all your notifications.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Unread' }));
    await waitFor(() => expect(urls.at(-1)).toBe('/api/notifications?unread=true'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Payment approved');
    await waitFor(() => expect(urls.at(-1)).toBe('/api/notifications?unread=true&type=payments.approved'));
    // 'Mark all' marks every kind, and the end of the list speaks of the filters chosen.
    expect(await screen.findByText('That’s all your unread notifications of this kind.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark all kinds as read' })).toBeTruthy();
  });

  it('shows the empty state for a filter with nothing in it', async () => {
    api.routes['GET /api/notifications'] = () => json({ items: [], nextBefore: null });
    render();
    expect(await screen.findByRole('heading', { name: 'No notifications yet' }, LOAD)).toBeTruthy();
  });

  it('puts rows arriving live on top, announces them politely and offers a reader scrolled down to show them', async () => {
    // The reader has scrolled down: the top of the list is off screen.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
        observe() {
          this.report([{ isIntersecting: false }]);
        }
        disconnect() {}
      },
    );
    const user = userEvent.setup();
    render();
    await screen.findByRole('link', { name: /SAM renewal/ }, LOAD);
    const fresh = makeNotification({ minute: 40, text: 'Your live session starts in 15 minutes' });
    act(() => socket().fire('notification:created', { notification: fresh, unread: 2, version: 7 }));
    expect(within(list()).getAllByRole('link')[0]!.textContent).toBe('Unread: Your live session starts in 15 minutes');
    // Applied once although the page's listener and the store both saw it.
    expect(within(list()).getAllByRole('listitem')).toHaveLength(3);
    await waitFor(() => expect(screen.getByText('1 new notification')).toBeTruthy(), { timeout: 3000 });
    expect(screen.getByText('1 new notification').closest('[role="status"]')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show 1 new notification' }));
    expect(document.activeElement).toBe(within(list()).getAllByRole('link')[0]);
    expect(screen.queryByRole('button', { name: /new notification/ })).toBeNull();
    expect(queries()).toBe(1);
  });

  it('marks all as read', async () => {
    api.routes['GET /api/notifications/unread-count'] = () => json({ unread: 1, version: 2 });
    api.routes['POST /api/notifications/read-all'] = () => json({ unread: 0, version: 4 });
    useNotificationsStore.setState({ ...initialNotificationsState, viewerId: 'me', count: { unread: 1, version: 2 } }, true);
    const user = userEvent.setup();
    render();
    await screen.findByRole('link', { name: /^Unread: Ana Ruiz/ }, LOAD);
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(within(list()).queryAllByRole('link', { name: /^Unread/ })).toHaveLength(0));
    expect(screen.getByRole('button', { name: 'Mark all as read' }).hasAttribute('disabled')).toBe(true);
  });
});

const prefs: TNotificationPreferences = {
  types: {
    'community.reply': { muted: false, email: 'digest', sms: false },
    'live.session-soon': { muted: false, email: 'immediate', sms: false },
    'consultations.moved': { muted: false, email: 'immediate', sms: false },
  },
  smsAvailable: false,
  emailAvailable: true,
};

describe('/notifications?tab=preferences', { timeout: 45_000 }, () => {
  it('explains why texts are off with a way to Settings, saves only the changes and shows the server’s refusal on its row', async () => {
    api.routes['GET /api/notifications/preferences'] = () => json(prefs);
    const user = userEvent.setup();
    render('/notifications?tab=preferences');
    const table = await screen.findByRole('table', {}, LOAD);
    expect(screen.getByRole('tab', { name: 'Preferences' }).getAttribute('aria-selected')).toBe('true');
    expect(within(table).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Replies to your posts', 'Live session starting soon', 'Consultation moved']);
    expect(screen.getByRole('link', { name: 'Go to Settings' }).getAttribute('href')).toBe('/settings');
    expect((screen.getByRole('switch', { name: 'Text message for Live session starting soon' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('switch', { name: 'Text message for Replies to your posts' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Email for Consultation moved' })).toBeNull();
    // A consultation's own email comes muted or not: the notes say so rather than promising a mute stops every email.
    expect(screen.getByText('Muted: nothing is created for that kind, on the bell, by email or by text (except the emails marked *).')).toBeTruthy();
    expect(screen.getByText('* Always emailed, muted or not: the message carries the calendar invite.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save preferences' }) as HTMLButtonElement).disabled).toBe(true);

    const refusal = 'Only operators receive this notification';
    api.routes['PUT /api/notifications/preferences'] = () =>
      json({ message: refusal, code: 'VALIDATION_FAILED', errors: [{ path: 'types.community.reply', message: refusal }] }, 400);
    await user.click(screen.getByRole('switch', { name: 'Mute Replies to your posts' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Email for Live session starting soon' }), 'Daily digest');
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(lastToast()).toEqual({ title: 'Preferences not saved', description: refusal }));
    expect(api.calls.find((c) => c.key === 'PUT /api/notifications/preferences')?.body).toEqual({
      types: { 'community.reply': { muted: true }, 'live.session-soon': { email: 'digest' } },
    });
    expect(within(screen.getByRole('rowheader', { name: /Replies to your posts/ })).getByText(refusal)).toBeTruthy();

    const saved = { ...prefs, types: { ...prefs.types, 'community.reply': { muted: true, email: 'digest' as const, sms: false } } };
    api.routes['PUT /api/notifications/preferences'] = () => json(saved);
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(lastToast()).toEqual({ title: 'Preferences saved', description: 'Your notification preferences are saved.' }));
    expect(screen.queryByText(refusal)).toBeNull();
  });
});
