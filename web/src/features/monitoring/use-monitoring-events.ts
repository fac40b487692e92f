import { useCallback, useEffect } from 'react';
import { rooms } from '@app/shared-types/realtime/model';
import { useRoom, useSocketEvent } from '../../lib/socket';
import { loadHistory } from './api/get-history';
import { loadOverview } from './api/get-overview';
import { applyAlerts, applyUpdate } from './model/dashboard';
import { updateDashboard } from './store';

function loadAll(signal?: AbortSignal) {
  void loadOverview(signal);
  void loadHistory('hour', signal);
  void loadHistory('day', signal);
}

/**
 * For an operator (`enabled`): loads the snapshot and history, joins the `monitoring` room and
 * applies its once-a-second updates and alert changes; after a reconnect everything is loaded again.
 */
export function useMonitoringEvents(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    loadAll(controller.signal);
    return () => controller.abort();
  }, [enabled]);
  const onResync = useCallback(() => loadAll(), []);
  const room = useRoom(enabled ? rooms.monitoring : null, { onResync });
  useSocketEvent('monitoring:update', (figures) => updateDashboard(applyUpdate, figures));
  useSocketEvent('monitoring:alerts', (alerts) => updateDashboard(applyAlerts, alerts));
  return room;
}
