import { rooms } from '@app/shared-types/realtime';
import type { TAlert, TScan, TScanPhase, TSiteScan } from '@app/shared-types/compliance/model';
import type { EventBus } from '../../events/event-bus';
import type { RealtimeEmitter } from '../../realtime/emitter';

/**
 * The only place that builds and emits compliance events to sockets, and the alert's domain event
 * (published without waiting for its subscribers: the scan pipeline goes on, and the bus runs and
 * retries them on its own; its idle() waits for them on shutdown).
 */
export function complianceEvents(emitter: RealtimeEmitter, bus: Pick<EventBus, 'publish'>) {
  return {
    /** Volatile: a missed step is superseded by the next one, and a rejoin loads the scan again. */
    progressed(scanId: string, phase: TScanPhase, queuePosition: number | null): void {
      emitter.emit({ room: rooms.scan(scanId), volatile: true }, 'scan:progressed', { scanId, phase, queuePosition });
    },
    finished(scan: TScan): void {
      emitter.emit({ room: [rooms.scan(scan.id), rooms.user(scan.ownerId)] }, 'scan:finished', scan);
    },
    /** A running site scan changed (started, its pages found, one of them done), so its card follows it live. */
    siteUpdated(ownerId: string, site: TSiteScan): void {
      emitter.emit({ room: rooms.user(ownerId) }, 'site-scan:updated', site);
    },
    /** A site scan settled: its list on the owner's pages updates (its last page's scan:finished came before). */
    siteFinished(ownerId: string, site: TSiteScan): void {
      emitter.emit({ room: rooms.user(ownerId) }, 'site-scan:finished', site);
    },
    alertRaised(ownerId: string, alert: TAlert): void {
      emitter.emit({ room: rooms.user(ownerId) }, 'compliance-alert:raised', alert);
      void bus.publish('compliance.alert-raised', { ownerId, alert }, { id: `alert:${alert.id}` });
    },
  };
}

export type ComplianceEvents = ReturnType<typeof complianceEvents>;
