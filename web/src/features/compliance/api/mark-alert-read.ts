import type { TAlert } from '@app/shared-types/compliance/model';
import { apiRequest } from '../../../lib/api-client';
import { applyingResult, useAction } from '../../../lib/use-action';
import { applyAlert } from '../model/compliance';
import { updateCompliance } from '../store';

/** `PUT /api/compliance/alerts/:id/read` (no body). */
export function markAlertRead(alertId: string): Promise<TAlert> {
  return apiRequest<TAlert>('PUT', `/api/compliance/alerts/${encodeURIComponent(alertId)}/read`);
}

export function useMarkAlertRead() {
  return useAction(
    applyingResult(markAlertRead, (alert) => updateCompliance(applyAlert, alert)),
    { errorTitle: 'Mark Read Failed', errorFallback: 'Failed to mark the alert as read.' },
  );
}
