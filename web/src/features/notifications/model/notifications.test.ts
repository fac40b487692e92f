import { describe, expect, it } from 'vitest';
import { NOTIFICATION_MENU_SIZE } from '@app/shared-types/notifications/model';
import { makeNotification } from '../test-data';
import {
  applyCount,
  applyCreated,
  applyRead,
  forViewer,
  freshSeen,
  initialNotificationsState,
  menuClosed,
  menuLoaded,
  menuOpened,
  menuWaitingShown,
  olderLoaded,
  pageFiltered,
  pageLoaded,
  pageResynced,
  type TNotificationFilter,
  type TNotificationsState,
} from './notifications';

const ALL: TNotificationFilter = { unread: false, type: null };
const READ_AT = '2026-11-20T13:00:00.000Z';

/** A viewer with the menu and the page loaded with `items` (newest first) and `unread` at `version`. */
function loaded(items = [makeNotification({ minute: 2 }), makeNotification({ minute: 1 })], { unread = 2, version = 5, nextBefore = null as string | null } = {}): TNotificationsState {
  let s = forViewer(initialNotificationsState, 'me');
  s = applyCount(s, { unread, version });
  s = menuLoaded(s, { items, nextBefore });
  s = pageFiltered(s, ALL);
  return pageLoaded(s, ALL, { items, nextBefore });
}
const ids = (list: { items: { id: string }[] }) => list.items.map((n) => n.id);

describe('the unread count', () => {
  it('takes the count with the highest version, whatever order they arrive in', () => {
    let s = applyCount(initialNotificationsState, { unread: 3, version: 7 });
    s = applyCount(s, { unread: 1, version: 6 }); // an older answer arriving late
    expect(s.count).toEqual({ unread: 3, version: 7 });
    s = applyCount(s, { unread: 4, version: 8 });
    expect(s.count).toEqual({ unread: 4, version: 8 });
  });

  it('starts afresh for another viewer', () => {
    const s = loaded();
    expect(forViewer(s, 'me')).toBe(s);
    expect(forViewer(s, 'someone-else')).toEqual({ ...initialNotificationsState, viewerId: 'someone-else' });
  });
});

describe('notification:created', () => {
  it('puts a new row at the top of the menu and the page, with the exact count, and counts it as fresh', () => {
    const s = loaded();
    const n = makeNotification({ minute: 3 });
    const next = applyCreated(s, { notification: n, unread: 3, version: 6 });
    expect(ids(next.menu)[0]).toBe(n.id);
    expect(ids(next.page)).toEqual([n.id, ...ids(s.page)]);
    expect(next.count).toEqual({ unread: 3, version: 6 });
    expect(next.page.freshIds).toEqual([n.id]);
  });

  it('applied twice (the bell and the page both listen) changes nothing the second time', () => {
    const n = makeNotification({ minute: 3 });
    const once = applyCreated(loaded(), { notification: n, unread: 3, version: 6 });
    expect(applyCreated(once, { notification: n, unread: 3, version: 6 })).toBe(once);
  });

  it('moves a grouped row that someone else joined to the top, updated in place: one row, not two', () => {
    const likes = makeNotification({ minute: 1, type: 'community.likes', text: 'Ana Ruiz liked your post “SAM”' });
    const other = makeNotification({ minute: 2 });
    const s = loaded([other, { ...likes, readAt: READ_AT }], { unread: 1 });
    const joined = { ...likes, actorCount: 13, text: 'Ben Ode and 12 others liked your post “SAM”', updatedAt: '2026-11-20T12:30:00.000Z' };
    const next = applyCreated(s, { notification: joined, unread: 2, version: 6 });
    expect(next.page.items).toEqual([joined, other]);
    expect(next.menu.items).toEqual([joined, other]);
    expect(next.page.items[0]!.readAt).toBeNull(); // unread again
    expect(next.count?.unread).toBe(2);
    expect(next.page.freshIds).toEqual([joined.id]);
  });

  it('keeps the menu to its size', () => {
    const items = Array.from({ length: NOTIFICATION_MENU_SIZE }, (_, i) => makeNotification({ minute: NOTIFICATION_MENU_SIZE - i }));
    const s = loaded(items, { nextBefore: 'cursor' });
    const next = applyCreated(s, { notification: makeNotification({ minute: 50 }), unread: 9, version: 6 });
    expect(next.menu.items).toHaveLength(NOTIFICATION_MENU_SIZE);
    expect(ids(next.menu)).not.toContain(items.at(-1)!.id);
  });

  it('leaves out of the page a row its filter excludes, but still counts it and shows it in the menu', () => {
    let s = loaded();
    s = pageFiltered(s, { unread: false, type: 'payments.approved' });
    s = pageLoaded(s, { unread: false, type: 'payments.approved' }, { items: [], nextBefore: null });
    const next = applyCreated(s, { notification: makeNotification({ minute: 9 }), unread: 3, version: 6 });
    expect(next.page.items).toEqual([]);
    expect(next.page.freshIds).toEqual([]);
    expect(next.menu.items).toHaveLength(3);
    expect(next.count?.unread).toBe(3);
  });

  it('touches no list that is not loaded yet (the menu before it is first opened)', () => {
    const s = applyCount(forViewer(initialNotificationsState, 'me'), { unread: 0, version: 1 });
    const next = applyCreated(s, { notification: makeNotification(), unread: 1, version: 2 });
    expect(next.menu).toBe(s.menu);
    expect(next.page).toBe(s.page);
    expect(next.count).toEqual({ unread: 1, version: 2 });
  });

  it('leaves a row older than the loaded ones to the page that holds it, while older pages remain', () => {
    const s = loaded([makeNotification({ minute: 10 }), makeNotification({ minute: 9 })], { nextBefore: 'cursor' });
    const old = makeNotification({ minute: 1 });
    expect(applyCreated(s, { notification: old, unread: 3, version: 6 }).page.items).toEqual(s.page.items);
  });
});

describe('notification:read', () => {
  it('marks the named rows read with the exact count', () => {
    const s = loaded();
    const [first, second] = s.page.items;
    const next = applyRead(s, { ids: [first!.id], unread: 1, version: 6 }, READ_AT);
    expect(next.page.items.map((n) => n.readAt)).toEqual([READ_AT, null]);
    expect(next.menu.items.map((n) => n.readAt)).toEqual([READ_AT, null]);
    expect(next.count).toEqual({ unread: 1, version: 6 });
    expect(next.page.items[1]).toBe(second);
  });

  it('read-all marks every row read and takes the count the server counted (rows not loaded stay counted)', () => {
    const s = loaded(undefined, { unread: 40 });
    const next = applyRead(s, { ids: 'all', unread: 0, version: 9 }, READ_AT);
    expect(next.page.items.every((n) => n.readAt === READ_AT)).toBe(true);
    expect(next.count).toEqual({ unread: 0, version: 9 });
    // A read-all whose count is older than one already shown keeps the newer count.
    const stale = applyRead(applyCount(s, { unread: 1, version: 12 }), { ids: 'all', unread: 0, version: 9 }, READ_AT);
    expect(stale.count).toEqual({ unread: 1, version: 12 });
  });

  it('keeps the time a row was first read', () => {
    const s = loaded();
    const once = applyRead(s, { ids: 'all', unread: 0, version: 6 }, READ_AT);
    const again = applyRead(once, { ids: 'all', unread: 0, version: 6 }, '2026-11-21T00:00:00.000Z');
    expect(again).toBe(once);
  });
});

describe('the page', () => {
  it('appends an older page without listing a row twice', () => {
    const [a, b] = [makeNotification({ minute: 10 }), makeNotification({ minute: 9 })];
    const s = loaded([a, b], { nextBefore: 'c1' });
    const c = makeNotification({ minute: 8 });
    const next = olderLoaded(s, ALL, { items: [b, c], nextBefore: null });
    expect(ids(next.page)).toEqual([a.id, b.id, c.id]);
    expect(next.page.nextBefore).toBeNull();
  });

  it('ignores an answer for a filter the reader has left', () => {
    const s = pageFiltered(loaded(), { unread: true, type: null });
    expect(pageLoaded(s, ALL, { items: [makeNotification()], nextBefore: null })).toBe(s);
  });

  it('after a reconnect merges the newest page with the older rows loaded, and counts missed rows as fresh', () => {
    const [a, b, c] = [makeNotification({ minute: 10 }), makeNotification({ minute: 9 }), makeNotification({ minute: 8 })];
    const s = olderLoaded(loaded([a, b], { nextBefore: 'c1' }), ALL, { items: [c], nextBefore: 'c2' });
    const missed = makeNotification({ minute: 11 });
    const next = pageResynced(s, ALL, { items: [missed, a], nextBefore: 'c3' });
    expect(ids(next.page)).toEqual([missed.id, a.id, b.id, c.id]);
    expect(next.page.nextBefore).toBe('c2');
    expect(next.page.freshIds).toEqual([missed.id]);
  });

  it('forgets the fresh rows once the reader has seen them', () => {
    const s = applyCreated(loaded(), { notification: makeNotification({ minute: 30 }), unread: 3, version: 6 });
    const seen = freshSeen(s);
    expect(seen.page.freshIds).toEqual([]);
    expect(freshSeen(seen)).toBe(seen);
  });
});

describe('the open menu', () => {
  it('keeps its rows in their places: a new row waits below them, a grouped row it shows changes where it is', () => {
    const likes = makeNotification({ minute: 1, type: 'community.likes', text: 'Ana Ruiz liked your post “SAM”' });
    const other = makeNotification({ minute: 2 });
    let s = menuOpened(loaded([other, likes]));
    const fresh = makeNotification({ minute: 20 });
    const joined = { ...likes, actorCount: 2, text: 'Ben Ode and 1 other liked your post “SAM”', updatedAt: '2026-11-20T12:30:00.000Z' };
    s = applyCreated(s, { notification: fresh, unread: 3, version: 6 });
    s = applyCreated(s, { notification: joined, unread: 3, version: 7 });
    expect(s.menu.items).toEqual([other, joined]);
    expect(ids({ items: s.menu.waiting })).toEqual([fresh.id]);
    // Once the reader asks for them (or closes the menu), the rows take their places, newest first.
    expect(menuWaitingShown(s).menu).toMatchObject({ items: [joined, fresh, other], waiting: [], open: true });
    expect(menuClosed(s).menu).toMatchObject({ items: [joined, fresh, other], waiting: [], open: false });
  });

  it('marks waiting rows read too, counts a duplicated event once, and a closed menu takes rows on top again', () => {
    const fresh = makeNotification({ minute: 20 });
    let s = menuOpened(loaded());
    s = applyCreated(s, { notification: fresh, unread: 3, version: 6 });
    expect(applyCreated(s, { notification: fresh, unread: 3, version: 6 })).toBe(s);
    s = applyRead(s, { ids: 'all', unread: 0, version: 8 }, READ_AT);
    expect(s.menu.waiting.map((n) => n.readAt)).toEqual([READ_AT]);
    s = menuClosed(s);
    expect(s.menu.items[0]).toEqual({ ...fresh, readAt: READ_AT });
    const later = makeNotification({ minute: 30 });
    expect(applyCreated(s, { notification: later, unread: 1, version: 9 }).menu.items[0]).toBe(later);
  });
});
