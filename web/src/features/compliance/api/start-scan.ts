import { COMPLIANCE_MESSAGES, type TScan } from '@app/shared-types/compliance/model';
import { apiRequest } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { applyScan } from '../model/compliance';
import { updateCompliance } from '../store';

/** `POST /api/compliance/scan {url, profileId?}`: the scan, queued (signed in with the profile, if given). */
export function startScan(url: string, profileId?: string): Promise<TScan> {
  return apiRequest<TScan>('POST', '/api/compliance/scan', profileId ? { url, profileId } : { url });
}

/** Starts a scan with the spec's toasts ('Scan Started'; 'Scan Failed' with the server's message). */
export function useStartScan() {
  return useAction(
    async (url: string, profileId?: string) => {
      const scan = await startScan(url, profileId);
      updateCompliance(applyScan, scan);
      return scan;
    },
    {
      success: (scan) => ({ variant: 'success', title: COMPLIANCE_MESSAGES.scanStarted, description: `Scanning ${scan.url} for WCAG 2.1 AA and Section 508 issues.` }),
      errorTitle: COMPLIANCE_MESSAGES.scanFailed,
      errorFallback: COMPLIANCE_MESSAGES.startFailed,
    },
  );
}
