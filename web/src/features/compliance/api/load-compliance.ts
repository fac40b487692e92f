import type { TAlert, TIssue, TIssueSeverityFilter, TScan } from '@app/shared-types/compliance/model';
import { errorMessage, getJson } from '../../../lib/api-client';
import { applyAlerts, applyIssues, applyScan, applyScans, chooseSeverity, setLoad } from '../model/compliance';
import { updateCompliance, useComplianceStore } from '../store';

/** `GET /api/compliance/scans`: the viewer's scans (an operator's: everyone's). */
export async function loadScans(): Promise<void> {
  updateCompliance(setLoad, 'scansLoad', 'loading');
  try {
    updateCompliance(applyScans, await getJson<TScan[]>('/api/compliance/scans'));
  } catch (error) {
    updateCompliance(setLoad, 'scansLoad', 'error', errorMessage(error));
  }
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
export async function loadAlerts(): Promise<void> {
  updateCompliance(setLoad, 'alertsLoad', 'loading');
  try {
    updateCompliance(applyAlerts, await getJson<TAlert[]>('/api/compliance/alerts'));
  } catch (error) {
    updateCompliance(setLoad, 'alertsLoad', 'error', errorMessage(error));
  }
}

/** The Refresh button: all compliance data again. */
export function loadAll(): Promise<void> {
  return Promise.all([loadScans(), loadIssues(), loadAlerts()]).then(() => undefined);
}

export function fetchScanIssues(scanId: string): Promise<TIssue[]> {
  return getJson<TIssue[]>(`/api/compliance/scans/${encodeURIComponent(scanId)}/issues`);
}
