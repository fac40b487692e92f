import { create } from '../../lib/store';
import type { TConsultation, TConsultationAllowance, TConsultationFilter } from '@app/shared-types/consultations/model';
import { appliedEvent, appliedOwn, initialConsultationsState, loaded, loading, type TChangeKind, type TConsultationsState } from './model/consultations';

type State = TConsultationsState & {
  /** The category the list was loaded for: events outside it are not added. */
  filter: TConsultationFilter;
  /** Consultations this page is changing now (their events are its own, not news). */
  ownPending: Record<string, number>;
  /** Bookings this page is waiting for: their 'booked' events are its own. */
  bookingsPending: number;
  /** Whose allowances these are: another sign-in starts afresh. */
  allowanceViewer: string | null;
  /** The viewer's allowance per plan month (yyyy-MM), as the server computed it. */
  allowances: Record<string, TConsultationAllowance>;
  allowanceErrors: Record<string, string>;
};

export const useConsultationsStore = create<State>(() => ({
  ...initialConsultationsState,
  filter: 'all',
  ownPending: {},
  bookingsPending: 0,
  allowanceViewer: null,
  allowances: {},
  allowanceErrors: {},
}));

const set = useConsultationsStore.setState;
const get = useConsultationsStore.getState;

export function setLoading(): void {
  set((s) => loading(s));
}

export function setLoaded(list: TConsultation[], filter: TConsultationFilter): void {
  set((s) => ({ ...loaded(s, list, filter), filter }));
}

/** Puts the server's copy of one consultation in the list (after book, cancel, reschedule, rate). */
export function upsertConsultation(c: TConsultation): void {
  set((s) => appliedOwn(s, c));
}

/** A socket event (the page's own change is applied without an announcement). Returns whether the list changed. */
export function applyConsultationEvent(kind: TChangeKind, c: TConsultation, announce: (c: TConsultation) => string, viewerId: string | null): boolean {
  const before = get().consultations;
  set((s) => {
    const own = !!s.ownPending[c.id] || (kind === 'booked' && s.bookingsPending > 0 && c.userId === viewerId);
    return appliedEvent(s, kind, c, s.filter, own ? null : announce(c));
  });
  return get().consultations !== before;
}

/** Runs this page's own change of `id` (null: a new booking), so its echo from the server is not announced as news. */
export async function asOwnChange<T>(id: string | null, work: () => Promise<T>): Promise<T> {
  const bump = (d: number) =>
    set((s) => (id === null ? { bookingsPending: s.bookingsPending + d } : { ownPending: { ...s.ownPending, [id]: (s.ownPending[id] ?? 0) + d } }));
  bump(1);
  try {
    return await work();
  } finally {
    bump(-1);
  }
}

export function setAllowance(viewer: string, month: string, allowance: TConsultationAllowance | null, error?: string): void {
  set((current) => {
    const s = current.allowanceViewer === viewer ? current : { ...current, allowanceViewer: viewer, allowances: {}, allowanceErrors: {} };
    if (allowance) {
      const { [month]: _e, ...allowanceErrors } = s.allowanceErrors;
      return { allowanceViewer: viewer, allowances: { ...s.allowances, [month]: allowance }, allowanceErrors };
    }
    return { allowanceViewer: viewer, allowances: s.allowances, allowanceErrors: { ...s.allowanceErrors, [month]: error ?? 'Failed to load your allowance.' } };
  });
}

export const loadedAllowances = () => ({ viewer: get().allowanceViewer, months: Object.keys(get().allowances) });

/** Forgets everything a previous viewer saw (sign-out, another sign-in). */
export function resetConsultations(): void {
  set({ ...initialConsultationsState, filter: 'all', ownPending: {}, bookingsPending: 0, allowanceViewer: null, allowances: {}, allowanceErrors: {} });
}
