import {
  FILTER_CATEGORIES,
  isPast,
  isToday,
  isUpcoming,
  CONSULTATION_RULES,
  type TConsultation,
  type TConsultationFilter,
} from '@app/shared-types/consultations/model';

/**
 * The consultations page's list in the browser: a REST snapshot kept current by socket events
 * (operators: the whole firm's schedule; members: their own). Pure transitions, unit-tested
 * without React or a socket; each returns the same state object when nothing changes.
 */
export type TConsultationsState = {
  consultations: TConsultation[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
  /**
   * Consultations someone else cancelled while this page was open: they stay where the reader saw
   * them, marked Cancelled, until the next load, instead of vanishing from under their eyes.
   */
  kept: Record<string, true>;
  /** The polite live-region text for a change made elsewhere; `seq` makes a repeat announce again. */
  announcement: { text: string; seq: number };
  /**
   * Events that arrived while a snapshot was loading: the snapshot may have been read before them,
   * so they are applied again on top of it (stale ones change nothing).
   */
  duringLoad: { kind: TChangeKind; c: TConsultation; elsewhere: boolean }[];
};

export type TChangeKind = 'booked' | 'rescheduled' | 'cancelled' | 'updated';

export const initialConsultationsState: TConsultationsState = {
  consultations: [],
  status: 'idle',
  error: null,
  kept: {},
  announcement: { text: '', seq: 0 },
  duringLoad: [],
};

const byStart = (a: TConsultation, b: TConsultation) => (a.startsAt ?? '').localeCompare(b.startsAt ?? '') || a.createdAt.localeCompare(b.createdAt);

/** Whether `a` is a later state of the consultation than `b` (each change raises `sequence`; ratings and outcomes `updatedAt`). */
const isNewer = (a: TConsultation, b: TConsultation) => a.sequence > b.sequence || (a.sequence === b.sequence && a.updatedAt > b.updatedAt);

export const matchesFilter = (c: TConsultation, filter: TConsultationFilter) => filter === 'all' || FILTER_CATEGORIES[filter].includes(c.serviceType);

/** A snapshot is on its way: events from now on are remembered for it. */
export function loading(state: TConsultationsState): TConsultationsState {
  return { ...state, status: 'loading', error: null, duringLoad: [] };
}

/** A fresh snapshot: the whole list again, plus whatever happened while it was on its way. */
export function loaded(state: TConsultationsState, list: TConsultation[], filter: TConsultationFilter): TConsultationsState {
  const fresh: TConsultationsState = { ...state, consultations: [...list].sort(byStart), status: 'ready', error: null, kept: {}, duringLoad: [] };
  // '' : a change made elsewhere (kept in place if cancelled) that was announced when it arrived.
  return state.duringLoad.reduce((s, e) => appliedEvent(s, e.kind, e.c, filter, e.elsewhere ? '' : null), fresh);
}

function upsert(list: TConsultation[], c: TConsultation): TConsultation[] {
  return [...list.filter((x) => x.id !== c.id), c].sort(byStart);
}

/** The server's answer to this page's own action (book, cancel, reschedule, rate): shown as it is, nothing kept. */
export function appliedOwn(state: TConsultationsState, c: TConsultation): TConsultationsState {
  const held = state.consultations.find((x) => x.id === c.id);
  const { [c.id]: _dropped, ...kept } = state.kept;
  if (held && isNewer(held, c)) return state.kept[c.id] ? { ...state, kept } : state;
  return { ...state, consultations: upsert(state.consultations, c), kept };
}

/**
 * A socket event. Stale or repeated events change nothing; a consultation outside the page's
 * category filter is not added. `announce` is the text for a change made elsewhere, or null when
 * this page is waiting for its own answer about it.
 */
export function appliedEvent(state: TConsultationsState, kind: TChangeKind, c: TConsultation, filter: TConsultationFilter, announce: string | null): TConsultationsState {
  const duringLoad = state.status === 'loading' ? [...state.duringLoad, { kind, c, elsewhere: announce !== null }] : state.duringLoad;
  const held = state.consultations.find((x) => x.id === c.id);
  if (held ? !isNewer(c, held) : !matchesFilter(c, filter)) return duringLoad === state.duringLoad ? state : { ...state, duringLoad };
  const keep = kind === 'cancelled' && announce !== null && !!held && held.status !== 'cancelled';
  return {
    ...state,
    consultations: upsert(state.consultations, c),
    kept: keep ? { ...state.kept, [c.id]: true } : state.kept,
    duringLoad,
    announcement: announce ? { text: announce, seq: state.announcement.seq + 1 } : state.announcement,
  };
}

export type TSections = { today: TConsultation[]; upcoming: TConsultation[]; past: TConsultation[]; unscheduled: TConsultation[] };

/**
 * The page's sections (spec 001 section 4): Today (dated today, not cancelled), Upcoming (scheduled
 * or rescheduled, in the future), Past (completed or past, the latest 5). A consultation kept after
 * a live cancellation stays in the section it was in. `unscheduled`: contact-page requests still
 * waiting for a time (only operators see others' requests).
 */
export function sections(list: TConsultation[], kept: Record<string, true>, now: Date): TSections {
  const wasToday = (c: TConsultation) => isToday(c, now) || (!!kept[c.id] && isToday({ ...c, status: 'scheduled' }, now));
  const today = list.filter(wasToday);
  const upcoming = list.filter((c) => !wasToday(c) && (isUpcoming(c, now) || (!!kept[c.id] && isUpcoming({ ...c, status: 'scheduled' }, now))));
  const past = list
    .filter((c) => !wasToday(c) && !kept[c.id] && isPast(c, now))
    .sort((a, b) => (b.startsAt ?? '').localeCompare(a.startsAt ?? ''))
    .slice(0, CONSULTATION_RULES.pastListed);
  const unscheduled = list.filter((c) => !c.startsAt && c.status !== 'cancelled' && c.status !== 'completed');
  return { today, upcoming, past, unscheduled };
}

const KIND_WORDS: Record<TChangeKind, string> = { booked: 'New consultation', rescheduled: 'Consultation rescheduled', cancelled: 'Consultation cancelled', updated: 'Consultation updated' };

/** 'New consultation: Quarterly taxes, Jun 09, 2025 at 10:00 AM ET.' */
export const changeAnnouncement = (kind: TChangeKind, heading: string, when: string | null) => `${KIND_WORDS[kind]}: ${heading}${when ? `, ${when}` : ''}.`;
