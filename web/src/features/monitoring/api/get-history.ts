import type { THistoryRange, TMonitoringHistory } from '@app/shared-types/monitoring/model';
import { getJson } from '../../../lib/api-client';
import { applyHistory } from '../model/dashboard';
import { updateDashboard } from '../store';

/** GET /api/monitoring/history?range=: the sampled series for the charts. */
export const fetchHistory = (range: THistoryRange, signal?: AbortSignal) => getJson<TMonitoringHistory>(`/api/monitoring/history?range=${range}`, { signal });

/** A chart without history still draws the live points, so a failure here leaves it as it is. */
export async function loadHistory(range: THistoryRange, signal?: AbortSignal): Promise<void> {
  try {
    const { points } = await fetchHistory(range, signal);
    updateDashboard(applyHistory, range, points);
  } catch {
    // The cards and the live series still work; the chart's table says when it has no data.
  }
}
