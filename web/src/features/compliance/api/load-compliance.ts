import type { TAlert, TIssue, TIssueSeverityFilter, TScan } from '@app/shared-types/compliance/model';
import { errorMessage, getJson } from '../../../lib/api-client';
import { applyAlerts, applyIssues, applyScan, applyScans, chooseSeverity, setLoad, type TComplianceState } from '../model/compliance';
import { updateCompliance, useComplianceStore } from '../store';

/** Loads one of the lists into the store: marked loading, then the list applied, or the load's error. */
async function loadList<T>(part: 'scansLoad' | 'alertsLoad', url: string, apply: (state: TComplianceState, items: T[]) => TComplianceState): Promise<void> {
  updateCompliance(setLoad, part, 'loading');
  try {
    updateCompliance(apply, await getJson<T[]>(url));
  } catch (error) {
    updateCompliance(setLoad, part, 'error', errorMessage(error));
  }
}

/** `GET /api/compliance/scans`: the viewer's scans (an operator's: everyone's). */
export function loadScans(): Promise<void> {
  return loadList<TScan>('scansLoad', '/api/compliance/scans', applyScans);
}

/** `GET /api/compliance/scans/:id`: one scan again (a rejoined room may have missed its end). */
export async function reloadScan(scanId: string): Promise<void> {
  try {
    updateCompliance(applyScan, await getJson<TScan>(`/api/compliance/scans/${encodeURIComponent(scanId)}`));
  } catch {
    // The list reload that follows a reconnect covers it.
  }
}

/** `GET /api/compliance/issues?severity=`. */
export async function loadIssues(severity: TIssueSeverityFilter = useComplianceStore.getState().issuesSeverity): Promise<void> {
  updateCompliance(chooseSeverity, severity);
  try {
    const query = severity === 'all' ? '' : `?severity=${encodeURIComponent(severity)}`;
    updateCompliance(applyIssues, severity, await getJson<TIssue[]>(`/api/compliance/issues${query}`));
  } catch (error) {
    updateCompliance(setLoad, 'issuesLoad', 'error', errorMessage(error));
  }
}

/** `GET /api/compliance/alerts`. */
export function loadAlerts(): Promise<void> {
  return loadList<TAlert>('alertsLoad', '/api/compliance/alerts', applyAlerts);
}

/** The Refresh button: all compliance data again. */
export function loadAll(): Promise<void> {
  return Promise.all([loadScans(), loadIssues(), loadAlerts()]).then(() => undefined);
}

export function fetchScanIssues(scanId: string): Promise<TIssue[]> {
  return getJson<TIssue[]>(`/api/compliance/scans/${encodeURIComponent(scanId)}/issues`);
}
