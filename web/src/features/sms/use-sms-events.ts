import { useCallback, useEffect } from 'react';
import { rooms } from '@app/shared-types/realtime/model';
import { useRoom, useSocketEvent } from '../../lib/socket';
import { loadCampaigns, reloadStats } from './api/campaigns';
import { applyCampaign, applyProgress } from './model/campaigns';
import { updateCampaigns } from './store';

const FINAL = new Set(['completed', 'failed', 'cancelled']);

/** For an operator: the campaigns snapshot, then live changes and progress; after a reconnect the snapshot again. */
export function useSmsEvents(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    void loadCampaigns(controller.signal);
    return () => controller.abort();
  }, [enabled]);
  const onResync = useCallback(() => void loadCampaigns(), []);
  const room = useRoom(enabled ? rooms.smsCampaigns : null, { onResync });
  useSocketEvent('sms-campaign:progress', (p) => updateCampaigns(applyProgress, p));
  useSocketEvent('sms-campaign:updated', (c) => {
    updateCampaigns(applyCampaign, c);
    if (FINAL.has(c.status)) void reloadStats();
  });
  return room;
}
