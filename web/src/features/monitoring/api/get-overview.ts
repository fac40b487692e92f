import type { TMonitoringResponse } from '@app/shared-types/monitoring/model';
import { errorMessage, getJson } from '../../../lib/api-client';
import { applyLoadError, applyOverview, beginLoad } from '../model/dashboard';
import { updateDashboard } from '../store';

/** GET /api/monitoring: summary and the open alerts (operators only). */
export const fetchOverview = (signal?: AbortSignal) => getJson<TMonitoringResponse>('/api/monitoring', { signal });

export async function loadOverview(signal?: AbortSignal): Promise<void> {
  updateDashboard(beginLoad);
  try {
    updateDashboard(applyOverview, await fetchOverview(signal));
  } catch (error) {
    if (!signal?.aborted) updateDashboard(applyLoadError, errorMessage(error));
  }
}
