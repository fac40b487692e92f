import { useCallback } from 'react';
import { rooms } from '@app/shared-types/realtime/model';
import { useRoom, useSocketEvent } from '../../lib/socket';
import { loadIssues, reloadScan } from './api/load-compliance';
import { applyAlert, applyProgress, applyScan } from './model/compliance';
import { updateCompliance } from './store';

/**
 * The page's live updates: finished scans and new alerts arrive in the viewer's own `user:<id>`
 * room (every signed-in socket is in it), so the list and the cards update without the original's
 * 30-second refetch.
 */
export function useComplianceEvents(): void {
  useSocketEvent('scan:finished', (scan) => {
    updateCompliance(applyScan, scan);
    if (scan.status === 'completed') void loadIssues();
  });
  useSocketEvent('compliance-alert:raised', (alert) => updateCompliance(applyAlert, alert));
  useSocketEvent('scan:progressed', (progress) => updateCompliance(applyProgress, progress));
}

/**
 * Listens to one running scan's `scan:<id>` room for its progress; after a reconnect the scan is
 * loaded again, so an end missed while offline is not missed for good. Returns the join state.
 */
export function useScanRoom(scanId: string) {
  const onResync = useCallback(() => void reloadScan(scanId), [scanId]);
  return useRoom(rooms.scan(scanId), { onResync });
}
