import type { TContactMessage, TContactPage, TContactStatus, TServiceInterest } from '@app/shared-types/contact/model';

export type TInboxFilters = { status?: TContactStatus; urgent?: boolean; serviceInterest?: TServiceInterest };

export type TInboxState = {
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
  filters: TInboxFilters;
  page: number;
  items: TContactMessage[];
  total: number;
  pageSize: number;
  unread: number;
  /** Ids that arrived live since the snapshot, for a visual and spoken notice. */
  arrived: string[];
};

export const initialInboxState: TInboxState = { status: 'idle', error: null, filters: {}, page: 1, items: [], total: 0, pageSize: 20, unread: 0, arrived: [] };

export const matches = (m: TContactMessage, f: TInboxFilters) =>
  (!f.status || m.status === f.status) && (f.urgent === undefined || m.isUrgent === f.urgent) && (!f.serviceInterest || m.serviceInterest === f.serviceInterest);

export const beginLoad = (s: TInboxState): TInboxState => ({ ...s, status: 'loading', error: null });
export const applyLoadError = (s: TInboxState, error: string): TInboxState => ({ ...s, status: 'error', error });
export const applySnapshot = (s: TInboxState, page: TContactPage): TInboxState => ({
  ...s,
  status: 'ready',
  error: null,
  items: page.items,
  total: page.total,
  page: page.page,
  pageSize: page.pageSize,
  unread: page.unread,
});
export const setFilters = (s: TInboxState, filters: TInboxFilters): TInboxState => ({ ...s, filters, page: 1 });
export const setPage = (s: TInboxState, page: number): TInboxState => ({ ...s, page });

/** A new message: counted as unread, and shown at the top of the first page when it fits the filters. */
export function applyReceived(s: TInboxState, m: TContactMessage): TInboxState {
  if (s.items.some((i) => i.id === m.id)) return s;
  const unread = s.unread + (m.status === 'new' ? 1 : 0);
  if (!matches(m, s.filters)) return { ...s, unread };
  const total = s.total + 1;
  if (s.page !== 1) return { ...s, unread, total };
  return { ...s, unread, total, items: [m, ...s.items].slice(0, s.pageSize), arrived: [...s.arrived, m.id] };
}

/** Another operator (or this one) read or handled a message. */
export function applyUpdated(s: TInboxState, m: TContactMessage): TInboxState {
  const before = s.items.find((i) => i.id === m.id);
  if (!before) return s;
  const unread = s.unread - (before.status === 'new' && m.status !== 'new' ? 1 : 0);
  if (!matches(m, s.filters)) return { ...s, unread, total: s.total - 1, items: s.items.filter((i) => i.id !== m.id) };
  return { ...s, unread, items: s.items.map((i) => (i.id === m.id ? m : i)) };
}
