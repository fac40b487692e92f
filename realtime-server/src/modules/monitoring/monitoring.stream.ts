import { MONITORING_STREAM_INTERVAL_MS } from '@app/shared-types/monitoring';
import { rooms } from '@app/shared-types/realtime';
import type { Logger } from '../../logger';
import type { RoomMembers } from '../../realtime/room-members';
import type { Figures } from './figures';
import type { MonitoringEvents } from './monitoring.events';

/**
 * About once a second, each node measures and sends its figures to its own sockets in the
 * `monitoring` room, and does nothing at all while none of its sockets is there. A slow measurement
 * skips ticks rather than piling them up.
 */
export function createMonitoringStream({ roomMembers, figures, events, logger, intervalMs = MONITORING_STREAM_INTERVAL_MS }: { roomMembers: RoomMembers; figures: Figures; events: MonitoringEvents; logger: Logger; intervalMs?: number }) {
  let busy = false;
  const timer = setInterval(() => {
    if (busy || roomMembers.localCount(rooms.monitoring) === 0) return;
    busy = true;
    figures
      .measure({ fresh: false })
      .then(events.update, (err: unknown) => logger.error({ err }, 'monitoring measurement failed'))
      .finally(() => {
        busy = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
