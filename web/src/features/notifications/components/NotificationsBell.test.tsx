import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { useUserStore } from '../../../lib/auth/user-store';
import { fakeSocket } from '../../../test/socket-mock';
import { json, stubFetch } from '../../../test/fetch-routes';
import { makeUser } from '../../../test/fixtures';
import { renderAt } from '../../../test/render-app';
import { initialNotificationsState } from '../model/notifications';
import { useNotificationsStore } from '../store';
import { makeNotification } from '../test-data';
import NotificationsBell from './NotificationsBell';

vi.mock('../../../lib/socket/socket', () => import('../../../test/socket-mock'));
const socket = fakeSocket;

function Where() {
  const { pathname, search } = useLocation();
  return <div role="note" aria-label="Address">{`${pathname}${search}`}</div>;
}

const reply = makeNotification({ text: 'Ana Ruiz replied to your post “SAM renewal”', link: '/community?post=p1' });
const liked = makeNotification({ type: 'community.likes', text: 'Ben Ode and 2 others liked your post “CAGE”', readAt: '2026-11-20T12:00:00.000Z' });
let api: ReturnType<typeof stubFetch>;

beforeEach(() => {
  useUserStore.setState({ user: makeUser({ id: 'me' }), status: 'ready' });
  useNotificationsStore.setState(initialNotificationsState, true);
  api = stubFetch();
  api.routes['GET /api/notifications/unread-count'] = () => json({ unread: 3, version: 4 });
  api.routes['GET /api/notifications'] = () => json({ items: [reply, liked], nextBefore: null });
});
afterEach(() => vi.unstubAllGlobals());

// While the menu is open the rest of the page is aria-hidden (a modal menu): look through it.
const bell = () => screen.getByRole('button', { name: /^Notifications/, hidden: true });
const render = () =>
  renderAt(
    '/community',
    <>
      <NotificationsBell />
      <Where />
    </>,
  );

/** Renders the bell, opens its menu from the keyboard, and waits for focus on the latest row. */
async function openedByKeyboard() {
  const user = userEvent.setup();
  render();
  await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 3 unread'));
  bell().focus();
  await user.keyboard('{Enter}');
  const first = await screen.findByRole('menuitem', { name: /Ana Ruiz replied/ });
  await waitFor(() => expect(document.activeElement).toBe(first));
  return user;
}

describe('NotificationsBell', { timeout: 30_000 }, () => {
  it('shows the exact unread count from one request, and follows the count live', async () => {
    render();
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 3 unread'));
    expect(api.calls.map((c) => c.key)).toEqual(['GET /api/notifications/unread-count']);
    expect(bell().querySelector('[data-count]')?.getAttribute('data-count')).toBe('3');

    act(() => socket().fire('notification:created', { notification: makeNotification(), unread: 4, version: 5 }));
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 4 unread');
    // Said politely, never by moving focus.
    expect(screen.getByRole('status').textContent).toBe('4 unread notifications');
    expect(document.activeElement).toBe(document.body);

    // An older count arriving late changes nothing; 150 shows as 99+ but is named exactly.
    act(() => socket().fire('notification:read', { ids: [reply.id], unread: 2, version: 3 }));
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 4 unread');
    act(() => socket().fire('notification:created', { notification: makeNotification(), unread: 150, version: 9 }));
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 150 unread');
    expect(bell().querySelector('[data-count]')?.getAttribute('data-count')).toBe('99+');
    act(() => socket().fire('notification:read', { ids: 'all', unread: 0, version: 10 }));
    expect(bell().querySelector('[data-count]')).toBeNull();
  });

  it('opens by keyboard on the latest, unread marked; arrows move, Escape returns to the bell', async () => {
    const user = userEvent.setup();
    render();
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 3 unread'));
    await user.tab();
    expect(document.activeElement).toBe(bell());
    await user.keyboard('{Enter}');

    const menu = await screen.findByRole('menu', { name: 'Latest notifications' });
    expect(bell().getAttribute('aria-expanded')).toBe('true');
    const items = await within(menu).findAllByRole('menuitem');
    expect(items.map((i) => i.textContent?.replace(/\d+ \w+ ago|just now|\w{3} \d+, \d{4}/, '').trim())).toEqual([
      'Unread: Ana Ruiz replied to your post “SAM renewal”',
      'Ben Ode and 2 others liked your post “CAGE”',
      'Mark all as read',
      'See all notifications',
    ]);
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(bell());
  });

  it('reopened at once after Escape, the menu starts on the latest row, not where the arrows left it', async () => {
    const user = await openedByKeyboard();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('See all notifications');
    // Escape, then Enter at once, while the menu is still closing.
    await userEvent.setup({ delay: null }).keyboard('{Escape}{Enter}');
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^Unread: Ana Ruiz replied/));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toMatch(/^\s*Ben Ode and 2 others/);
  });

  it('choosing a row by keyboard marks it read and follows its link', async () => {
    api.routes[`POST /api/notifications/${reply.id}/read`] = () => json({ unread: 2, version: 5 });
    const user = await openedByKeyboard();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole("note", { name: "Address" }).textContent).toBe('/community?post=p1'));
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 unread'));
    expect(api.calls.some((c) => c.key === `POST /api/notifications/${reply.id}/read`)).toBe(true);
  });

  it('marks all as read from the menu, and leads to the page', async () => {
    api.routes['POST /api/notifications/read-all'] = () => json({ unread: 0, version: 6 });
    const user = userEvent.setup();
    render();
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 3 unread'));
    await user.click(bell());
    await user.click(await screen.findByRole('menuitem', { name: 'Mark all as read' }));
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, none unread'));
    expect(screen.getByRole('menuitem', { name: /Ana Ruiz replied/ }).textContent).not.toMatch(/^Unread/);
    expect(screen.getByRole('menuitem', { name: 'Mark all as read' }).getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('menuitem', { name: 'See all notifications' }));
    await waitFor(() => expect(screen.getByRole("note", { name: "Address" }).textContent).toBe('/notifications'));
  });

  it('a row arriving while the menu is open waits below its rows, which keep their places; asked for, it goes on top', async () => {
    const user = userEvent.setup();
    render();
    await user.click(bell());
    await screen.findByRole('menuitem', { name: /Ana Ruiz replied/ });
    const names = () => screen.getAllByRole('menuitem').map((m) => m.textContent);
    const before = names();
    const fresh = makeNotification({ minute: 59, text: 'Your payment was approved' });
    act(() => socket().fire('notification:created', { notification: fresh, unread: 4, version: 7 }));
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 4 unread'));
    expect(names()).toEqual([...before, 'Show 1 new notification']);

    await user.click(screen.getByRole('menuitem', { name: 'Show 1 new notification' }));
    expect(names()[0]).toMatch(/^Unread: Your payment was approved/);
    expect(screen.queryByRole('menuitem', { name: 'Show 1 new notification' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByRole('menuitem')[0]));
  });
});
