import { rooms } from '@app/shared-types/realtime';
import type { TMonitoringFigures, TUsageAlert } from '@app/shared-types/monitoring';
import type { RealtimeEmitter } from '../../realtime/emitter';

/** The only place the monitoring room's events are built and sent. */
export function monitoringEvents(emitter: RealtimeEmitter) {
  return {
    /** This node's figures to this node's watchers (each node sends its own process figures), droppable. */
    update: (figures: TMonitoringFigures) => emitter.emit({ room: rooms.monitoring, volatile: true, local: true }, 'monitoring:update', figures),
    /** Sent once by whichever node evaluated, to every node's watchers. */
    alertsChanged: (alerts: TUsageAlert[]) => emitter.emit({ room: rooms.monitoring }, 'monitoring:alerts', alerts),
  };
}

export type MonitoringEvents = ReturnType<typeof monitoringEvents>;
