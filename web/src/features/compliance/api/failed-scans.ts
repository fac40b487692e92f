import { COMPLIANCE_MESSAGES as M, type TScan } from '@app/shared-types/compliance/model';
import { apiRequest } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { applyScan, removeScan } from '../model/compliance';
import { updateCompliance } from '../store';

/** `POST /api/compliance/scans/:id/retry`: the failed scan, queued again in place (its card follows it live). */
export function useRetryScan() {
  return useAction(
    async (scan: TScan) => {
      const restarted = await apiRequest<TScan>('POST', `/api/compliance/scans/${encodeURIComponent(scan.id)}/retry`);
      updateCompliance(applyScan, restarted);
      return restarted;
    },
    {
      success: (scan) => ({ variant: 'success', title: M.retryStarted, description: `Scanning ${scan.url} again.` }),
      errorTitle: M.retryFailed,
      errorFallback: M.startFailed,
    },
  );
}

/** `DELETE /api/compliance/scans/:id`: the scan, its issues and alerts. */
export function useDeleteScan() {
  return useAction(
    async (scan: TScan) => {
      await apiRequest<void>('DELETE', `/api/compliance/scans/${encodeURIComponent(scan.id)}`);
      updateCompliance(removeScan, scan.id);
      return scan;
    },
    {
      success: (scan) => ({ variant: 'success', title: M.deleted, description: `The scan of ${scan.url} was removed.` }),
      errorTitle: M.deleteFailed,
      errorFallback: 'Failed to delete the scan. Please try again.',
    },
  );
}
