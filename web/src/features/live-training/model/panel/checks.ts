import type { TAttendanceCheck, TCheckForViewer, TCheckOutcome, TCheckState, TCpeProgram, TCreditRow, TCreditsReport } from '@app/shared-types/live-training/cpe/model';

/**
 * The CPE part of the panel: the program, the attendance checks with the viewer's own outcome, and
 * for instructors the live credits. Loaded with GET /api/training/checks/:sessionId on join and
 * every reconnect, then kept by the room's events (whole objects: applying one twice changes nothing).
 */
export type TCpeState = {
  sessionId: string | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  program: TCpeProgram | null;
  checks: TCheckForViewer[];
  credits: TCreditsReport | null;
};

export type TCpeAction =
  | { type: 'check:opened'; check: TAttendanceCheck }
  | { type: 'check:closed'; sessionId: string; checkId: string }
  | { type: 'credits:updated'; sessionId: string; report: TCreditsReport }
  | { type: 'own:check-answered'; checkId: string; outcome: TCheckOutcome }
  /** The session's program changed (this tab saved it, or 'live-session:updated' said so). */
  | { type: 'program:set'; sessionId: string; program: TCpeProgram | null };

export const initialCpe: TCpeState = { sessionId: null, status: 'idle', program: null, checks: [], credits: null };

export function openCpe(s: TCpeState, sessionId: string): TCpeState {
  return s.sessionId === sessionId ? { ...s, status: s.status === 'ready' ? 'ready' : 'loading' } : { ...initialCpe, sessionId, status: 'loading' };
}

/**
 * The loaded state, merged with what this tab learned while it was on its way (the state may have
 * been read before an event that reached the tab first): a check it lacks opened since and stays in
 * front (checks are never removed), a check closed here stays closed (they only ever close), and an
 * outcome this tab knows (answered just now) is kept.
 */
export function applyCpeState(s: TCpeState, state: TCheckState): TCpeState {
  if (state.sessionId !== s.sessionId) return s;
  const held = new Map(s.checks.map((c) => [c.id, c]));
  const loaded = new Set(state.checks.map((c) => c.id));
  const merged = state.checks.map((c) => {
    const mine = held.get(c.id);
    return { ...c, status: mine?.status === 'closed' ? mine.status : c.status, myOutcome: c.myOutcome ?? mine?.myOutcome ?? null };
  });
  return {
    ...s,
    status: 'ready',
    program: state.program,
    checks: [...s.checks.filter((c) => !loaded.has(c.id)), ...merged],
    credits: newer(s.credits, state.credits ?? null),
  };
}

/**
 * The report read last (TCreditsReport.asOf): a snapshot that left the server before a push can
 * arrive after it, and must not bring back what the push already changed.
 */
function newer(held: TCreditsReport | null, incoming: TCreditsReport | null): TCreditsReport | null {
  if (!held || !incoming) return incoming ?? held;
  return Date.parse(incoming.asOf) >= Date.parse(held.asOf) ? incoming : held;
}

export function reduceCpe(s: TCpeState, a: TCpeAction): TCpeState {
  switch (a.type) {
    case 'check:opened':
      if (a.check.sessionId !== s.sessionId || s.checks.some((c) => c.id === a.check.id)) return s;
      return { ...s, checks: [{ ...a.check, myOutcome: null }, ...s.checks] };
    case 'check:closed':
      if (a.sessionId !== s.sessionId) return s;
      return { ...s, checks: s.checks.map((c) => (c.id === a.checkId && c.status === 'open' ? { ...c, status: 'closed', myOutcome: c.myOutcome ?? 'missed' } : c)) };
    case 'credits:updated':
      if (a.sessionId !== s.sessionId || newer(s.credits, a.report) !== a.report) return s;
      return { ...s, credits: a.report, program: a.report.program ?? s.program };
    case 'program:set':
      // A session never stops being a program: a payload without one changes nothing.
      return a.sessionId === s.sessionId && a.program ? { ...s, program: a.program } : s;
    case 'own:check-answered':
      return { ...s, checks: s.checks.map((c) => (c.id === a.checkId ? { ...c, myOutcome: a.outcome } : c)) };
    default:
      return s;
  }
}

/** The check an attendee should answer now: open by the server's word and its window, and not answered. */
export function pendingCheck(s: TCpeState, now: number): TCheckForViewer | null {
  return s.checks.find((c) => c.status === 'open' && c.myOutcome === null && Date.parse(c.closesAt) > now) ?? null;
}

/** Whole seconds left to answer (never more than the window: the clock ticking the notice may lag a moment). */
export const secondsLeft = (check: Pick<TAttendanceCheck, 'closesAt' | 'windowSeconds'>, now: number) =>
  Math.min(check.windowSeconds, Math.max(0, Math.ceil((Date.parse(check.closesAt) - now) / 1000)));

/**
 * Why an attendee's credit is at risk, as the instructor's CPE tab says it (both reasons when both
 * hold); null when it is not. The server decides `atRisk`; the reasons come from the same row.
 */
export function riskOf(row: Pick<TCreditRow, 'atRisk' | 'presentNow' | 'checksMissed'>): string | null {
  if (!row.atRisk) return null;
  const reasons = [row.checksMissed > 0 ? `missed ${row.checksMissed === 1 ? 'a check' : `${row.checksMissed} checks`}` : null, row.presentNow ? null : 'away'].filter(Boolean);
  return reasons.length ? `At risk: ${reasons.join(', ')}` : 'At risk';
}
