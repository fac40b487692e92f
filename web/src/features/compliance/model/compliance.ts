import type { TAlert, TIssue, TIssueSeverityFilter, TScan, TScanProgress } from '@app/shared-types/compliance/model';

/**
 * The compliance page's state: scans (newest first), the issues of the chosen severity, alerts,
 * and the live progress of running scans. Pure transitions, tested without React.
 */
export type TLoad = 'idle' | 'loading' | 'ready' | 'error';

export type TComplianceState = {
  scans: TScan[];
  scansLoad: TLoad;
  issues: TIssue[];
  issuesSeverity: TIssueSeverityFilter;
  issuesLoad: TLoad;
  alerts: TAlert[];
  alertsLoad: TLoad;
  error: string | null;
};

export const initialComplianceState: TComplianceState = {
  scans: [],
  scansLoad: 'idle',
  issues: [],
  issuesSeverity: 'all',
  issuesLoad: 'idle',
  alerts: [],
  alertsLoad: 'idle',
  error: null,
};

const newestFirst = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

export function applyScans(state: TComplianceState, scans: TScan[]): TComplianceState {
  return { ...state, scans: [...scans].sort(newestFirst), scansLoad: 'ready' };
}

/** A new or changed scan (started, finished, reloaded): replaces its older copy. */
export function applyScan(state: TComplianceState, scan: TScan): TComplianceState {
  const others = state.scans.filter((s) => s.id !== scan.id);
  return { ...state, scans: [scan, ...others].sort(newestFirst) };
}

/** A progress step of a running scan; a late step never reopens a finished one. */
export function applyProgress(state: TComplianceState, progress: TScanProgress): TComplianceState {
  const scan = state.scans.find((s) => s.id === progress.scanId);
  if (!scan || scan.status !== 'running') return state;
  if (progress.phase === 'done' || progress.phase === 'failed') return state;
  return applyScan(state, { ...scan, phase: progress.phase, queuePosition: progress.queuePosition });
}

export function applyIssues(state: TComplianceState, severity: TIssueSeverityFilter, issues: TIssue[]): TComplianceState {
  if (severity !== state.issuesSeverity) return state;
  return { ...state, issues, issuesLoad: 'ready' };
}

export function chooseSeverity(state: TComplianceState, severity: TIssueSeverityFilter): TComplianceState {
  return { ...state, issuesSeverity: severity, issuesLoad: 'loading' };
}

export function applyAlerts(state: TComplianceState, alerts: TAlert[]): TComplianceState {
  return { ...state, alerts: [...alerts].sort(newestFirst), alertsLoad: 'ready' };
}

export function applyAlert(state: TComplianceState, alert: TAlert): TComplianceState {
  return { ...state, alerts: [alert, ...state.alerts.filter((a) => a.id !== alert.id)].sort(newestFirst) };
}

export function setLoad(state: TComplianceState, part: 'scansLoad' | 'issuesLoad' | 'alertsLoad', load: TLoad, error: string | null = null): TComplianceState {
  return { ...state, [part]: load, error: error ?? state.error };
}

/** A scan removed (deleted here or by an operator): it leaves the list. */
export function removeScan(state: TComplianceState, scanId: string): TComplianceState {
  return state.scans.some((s) => s.id === scanId) ? { ...state, scans: state.scans.filter((s) => s.id !== scanId) } : state;
}

/**
 * The four summary cards: average score of completed scans, total and critical issues, unread
 * alerts. Without a completed scan there is no score and no issue count to show (null), never a
 * "0%" that reads as a failing site; `completedScans` says why.
 */
export function summary(state: Pick<TComplianceState, 'scans' | 'alerts'>) {
  const completed = state.scans.filter((s) => s.status === 'completed' && s.score !== null);
  const none = completed.length === 0;
  return {
    scans: state.scans.length,
    completedScans: completed.length,
    averageScore: none ? null : Math.round(completed.reduce((sum, s) => sum + (s.score ?? 0), 0) / completed.length),
    totalIssues: none ? null : completed.reduce((sum, s) => sum + s.totalIssues, 0),
    criticalIssues: none ? null : completed.reduce((sum, s) => sum + s.criticalIssues, 0),
    unreadAlerts: state.alerts.filter((a) => !a.isRead).length,
  };
}
