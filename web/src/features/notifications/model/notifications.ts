import {
  NOTIFICATION_MENU_SIZE,
  type TNotification,
  type TNotificationPage,
  type TNotificationType,
  type TUnreadCount,
} from '@app/shared-types/notifications/model';

/**
 * The notification centre's state in the browser, as pure transitions (state, event) -> state: the
 * bell's exact unread count, the bell menu's latest rows, and the /notifications page's list.
 * Every transition is idempotent (an event applied twice, by the bell's listener and the page's,
 * changes nothing the second time) and returns the same object when nothing changed.
 */

export type TLoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The page's filters: only unread rows, only one kind. */
export type TNotificationFilter = { unread: boolean; type: TNotificationType | null };

export type TNotificationList = {
  status: TLoadStatus;
  /** Newest first (by updatedAt, then id), as the server pages them. */
  items: TNotification[];
  /** The cursor of the next older page; null when the oldest row is loaded. */
  nextBefore: string | null;
  error: string | null;
};

export type TNotificationsState = {
  /** Whose notifications these are: another sign-in starts afresh. */
  viewerId: string | null;
  /** The exact unread count with its version (TUnreadCount); null until the first one arrives. */
  count: TUnreadCount | null;
  menu: TNotificationList & {
    /** Open on screen: its rows hold their places, and rows arriving wait below them. */
    open: boolean;
    /** Rows that arrived while it was open, newest first, for 'Show 1 new notification'. */
    waiting: TNotification[];
  };
  page: TNotificationList & {
    filter: TNotificationFilter;
    loadingOlder: boolean;
    olderError: string | null;
    /** Rows that arrived live since the reader last asked to see them ("3 new notifications"). */
    freshIds: string[];
  };
};

const emptyList: TNotificationList = { status: 'idle', items: [], nextBefore: null, error: null };
export const ALL_NOTIFICATIONS: TNotificationFilter = { unread: false, type: null };

export const initialNotificationsState: TNotificationsState = {
  viewerId: null,
  count: null,
  menu: { ...emptyList, open: false, waiting: [] },
  page: { ...emptyList, filter: ALL_NOTIFICATIONS, loadingOlder: false, olderError: null, freshIds: [] },
};

/** Starts afresh for `viewerId` unless the state is already theirs. */
export function forViewer(s: TNotificationsState, viewerId: string | null): TNotificationsState {
  return s.viewerId === viewerId ? s : { ...initialNotificationsState, viewerId };
}

// ---- the count -------------------------------------------------------------------------------

/**
 * Counts from events of several requests (or app nodes) may arrive out of order: the one with the
 * highest version is the exact one, so an older one is ignored.
 */
export function applyCount(s: TNotificationsState, count: TUnreadCount): TNotificationsState {
  if (s.count && count.version <= s.count.version) return s;
  return { ...s, count: { unread: count.unread, version: count.version } };
}

// ---- lists -----------------------------------------------------------------------------------

/** Newer first: later updatedAt, then the larger id (the server's order). */
function isNewer(a: TNotification, b: TNotification): boolean {
  if (a.updatedAt !== b.updatedAt) return a.updatedAt > b.updatedAt;
  return a.id > b.id;
}

export function matchesFilter(filter: TNotificationFilter, n: TNotification): boolean {
  if (filter.unread && n.readAt !== null) return false;
  return filter.type === null || filter.type === n.type;
}

/**
 * Puts `n` in its place in a loaded list, replacing the row with its id (a grouped row that someone
 * else joined moves up with its new text). A row older than the last loaded one, while older pages
 * remain, belongs to a page not loaded yet and is left for it. `limit` caps the list (the menu).
 */
export function insertRow<L extends TNotificationList>(list: L, n: TNotification, limit = Infinity): L {
  if (list.status !== 'ready') return list;
  const held = list.items.find((x) => x.id === n.id);
  // The same write of the row (a duplicated event, or the bell's and the page's listeners both
  // applying it): nothing new, and a read made here since stays read.
  if (held && held.updatedAt === n.updatedAt) return list;
  const others = list.items.filter((x) => x.id !== n.id);
  const at = others.findIndex((x) => isNewer(n, x));
  if (at === -1 && list.nextBefore !== null) return others.length === list.items.length ? list : { ...list, items: others };
  const items = [...others];
  items.splice(at === -1 ? items.length : at, 0, n);
  return { ...list, items: items.slice(0, limit) };
}

/** `items` with rows marked read (`'all'`: every row); the same array when none changed. */
function markItems(items: TNotification[], ids: readonly string[] | 'all', readAt: string): TNotification[] {
  const wanted = ids === 'all' ? null : new Set(ids);
  let changed = false;
  const marked = items.map((n) => {
    if (n.readAt !== null || (wanted && !wanted.has(n.id))) return n;
    changed = true;
    return { ...n, readAt };
  });
  return changed ? marked : items;
}

/** Marks rows read (`'all'`: every row); rows already read keep the time they were read. */
export function markRows<L extends TNotificationList>(list: L, ids: readonly string[] | 'all', readAt: string): L {
  const items = markItems(list.items, ids, readAt);
  return items === list.items ? list : { ...list, items };
}

/** A first page from the server replaces the list. */
export function listLoaded<L extends TNotificationList>(list: L, page: TNotificationPage): L {
  return { ...list, status: 'ready', items: page.items, nextBefore: page.nextBefore, error: null };
}

// ---- events ----------------------------------------------------------------------------------

export type TCreatedEvent = { notification: TNotification } & TUnreadCount;
export type TReadEvent = { ids: string[] | 'all' } & TUnreadCount;

/**
 * 'notification:created': the exact count; the row at the top of the menu (its latest few) and of
 * the page's list when it matches the filter, where it is also counted among the fresh rows.
 */
export function applyCreated(s: TNotificationsState, event: TCreatedEvent): TNotificationsState {
  const n = event.notification;
  const counted = applyCount(s, event);
  const menu = s.menu.open ? holdRow(s.menu, n) : insertRow(s.menu, n, NOTIFICATION_MENU_SIZE);
  const listed = matchesFilter(s.page.filter, n) ? insertRow(s.page, n) : s.page;
  const fresh = listed !== s.page && listed.items.some((x) => x.id === n.id) && !s.page.freshIds.includes(n.id);
  const page = fresh ? { ...listed, freshIds: [n.id, ...listed.freshIds] } : listed;
  if (counted === s && menu === s.menu && page === s.page) return s;
  return { ...counted, menu, page };
}

/** Rows marked read in the menu and the page. */
export function rowsRead(s: TNotificationsState, ids: readonly string[] | 'all', readAt: string): TNotificationsState {
  const shown = markRows(s.menu, ids, readAt);
  const waiting = markItems(s.menu.waiting, ids, readAt);
  const menu = waiting === s.menu.waiting ? shown : { ...shown, waiting };
  const page = markRows(s.page, ids, readAt);
  return menu === s.menu && page === s.page ? s : { ...s, menu, page };
}

/** 'notification:read' (another tab, or this one's own answer): rows marked read, the exact count. */
export function applyRead(s: TNotificationsState, event: TReadEvent, readAt: string): TNotificationsState {
  return rowsRead(applyCount(s, event), event.ids, readAt);
}

// ---- the menu --------------------------------------------------------------------------------

export function menuLoading(s: TNotificationsState): TNotificationsState {
  return { ...s, menu: { ...s.menu, status: s.menu.status === 'ready' ? 'ready' : 'loading', error: null } };
}

/** The latest rows from the server (they include any that were waiting). */
export function menuLoaded(s: TNotificationsState, page: TNotificationPage): TNotificationsState {
  return { ...s, menu: { ...listLoaded(s.menu, { items: page.items.slice(0, NOTIFICATION_MENU_SIZE), nextBefore: page.nextBefore }), waiting: [] } };
}

/**
 * A row arriving while the menu is open: a row it shows changes where it is (a grouped row's new
 * text); another waits below, so no row moves under the reader's pointer or focus.
 */
function holdRow(menu: TNotificationsState['menu'], n: TNotification): TNotificationsState['menu'] {
  if (menu.status !== 'ready') return menu;
  const shown = menu.items.find((x) => x.id === n.id);
  if (shown) return shown.updatedAt === n.updatedAt ? menu : { ...menu, items: menu.items.map((x) => (x.id === n.id ? n : x)) };
  const waited = menu.waiting.find((x) => x.id === n.id);
  if (waited && waited.updatedAt === n.updatedAt) return menu;
  return { ...menu, waiting: [n, ...menu.waiting.filter((x) => x.id !== n.id)] };
}

/** The rows that waited go in their places (newest first, the menu's size kept). */
function releaseWaiting(menu: TNotificationsState['menu']): TNotificationsState['menu'] {
  const ordered = [...menu.items].sort((a, b) => (isNewer(a, b) ? -1 : 1));
  const list = [...menu.waiting].reverse().reduce((l, n) => insertRow(l, n, NOTIFICATION_MENU_SIZE), { ...menu, items: ordered });
  return { ...list, waiting: [] };
}

export function menuOpened(s: TNotificationsState): TNotificationsState {
  return s.menu.open ? s : { ...s, menu: { ...s.menu, open: true } };
}

/** Closed: the next opening shows the latest rows in order. */
export function menuClosed(s: TNotificationsState): TNotificationsState {
  if (!s.menu.open) return s;
  return { ...s, menu: { ...(s.menu.waiting.length ? releaseWaiting(s.menu) : s.menu), open: false } };
}

/** The reader asked for the rows that waited: they go in their places, the menu stays open. */
export function menuWaitingShown(s: TNotificationsState): TNotificationsState {
  return s.menu.waiting.length ? { ...s, menu: releaseWaiting(s.menu) } : s;
}

export function menuFailed(s: TNotificationsState, error: string): TNotificationsState {
  return s.menu.status === 'ready' ? s : { ...s, menu: { ...s.menu, status: 'error', error } };
}

// ---- the page --------------------------------------------------------------------------------

export const sameFilter = (a: TNotificationFilter, b: TNotificationFilter) => a.unread === b.unread && a.type === b.type;

/** A new filter: the list loads again from the newest row. */
export function pageFiltered(s: TNotificationsState, filter: TNotificationFilter): TNotificationsState {
  if (sameFilter(filter, s.page.filter) && s.page.status !== 'idle') return s;
  return { ...s, page: { ...initialNotificationsState.page, filter, status: 'loading' } };
}

export function pageLoading(s: TNotificationsState): TNotificationsState {
  return { ...s, page: { ...s.page, status: s.page.status === 'ready' ? 'ready' : 'loading', error: null } };
}

/** The first page for `filter` (ignored when the reader has chosen another filter since). */
export function pageLoaded(s: TNotificationsState, filter: TNotificationFilter, page: TNotificationPage): TNotificationsState {
  if (!sameFilter(filter, s.page.filter)) return s;
  return { ...s, page: { ...listLoaded(s.page, page), freshIds: [], olderError: null } };
}

export function pageFailed(s: TNotificationsState, filter: TNotificationFilter, error: string): TNotificationsState {
  if (!sameFilter(filter, s.page.filter)) return s;
  return { ...s, page: { ...s.page, status: s.page.status === 'ready' ? 'ready' : 'error', error } };
}

/**
 * After a reconnect, the newest page again, merged with what the reader has loaded: the rows of the
 * new page replace those in its range (changed ones move, missed ones arrive and count as fresh),
 * and older rows already loaded stay, so nothing the reader was looking at below disappears.
 */
export function pageResynced(s: TNotificationsState, filter: TNotificationFilter, page: TNotificationPage): TNotificationsState {
  if (!sameFilter(filter, s.page.filter)) return s;
  if (s.page.status !== 'ready') return pageLoaded(s, filter, page);
  const last = page.items.at(-1);
  const incoming = new Set(page.items.map((n) => n.id));
  const older = last && page.nextBefore !== null ? s.page.items.filter((n) => !incoming.has(n.id) && isNewer(last, n)) : [];
  const known = new Set(s.page.items.map((n) => n.id));
  const missed = page.items.filter((n) => !known.has(n.id) && !s.page.freshIds.includes(n.id)).map((n) => n.id);
  const nextBefore = older.length ? s.page.nextBefore : page.nextBefore;
  return { ...s, page: { ...s.page, items: [...page.items, ...older], nextBefore, error: null, freshIds: [...missed, ...s.page.freshIds] } };
}

export function olderLoading(s: TNotificationsState): TNotificationsState {
  return { ...s, page: { ...s.page, loadingOlder: true, olderError: null } };
}

/** An older page appended; a row already listed (a grouped row that moved up meanwhile) is not listed twice. */
export function olderLoaded(s: TNotificationsState, filter: TNotificationFilter, page: TNotificationPage): TNotificationsState {
  if (!sameFilter(filter, s.page.filter)) return s;
  const known = new Set(s.page.items.map((n) => n.id));
  const items = [...s.page.items, ...page.items.filter((n) => !known.has(n.id))];
  return { ...s, page: { ...s.page, items, nextBefore: page.nextBefore, loadingOlder: false } };
}

export function olderFailed(s: TNotificationsState, error: string): TNotificationsState {
  return { ...s, page: { ...s.page, loadingOlder: false, olderError: error } };
}

/** The reader asked to see the fresh rows (or reached them): nothing is new any more. */
export function freshSeen(s: TNotificationsState): TNotificationsState {
  return s.page.freshIds.length ? { ...s, page: { ...s.page, freshIds: [] } } : s;
}
