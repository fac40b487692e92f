import { rooms } from '@app/shared-types/realtime';
import type { TAlert, TScan, TScanPhase } from '@app/shared-types/compliance/model';
import type { RealtimeEmitter } from '../../realtime/emitter';

/** The only place that builds and emits compliance events. */
export function complianceEvents(emitter: RealtimeEmitter) {
  return {
    /** Volatile: a missed step is superseded by the next one, and a rejoin loads the scan again. */
    progressed(scanId: string, phase: TScanPhase, queuePosition: number | null): void {
      emitter.emit({ room: rooms.scan(scanId), volatile: true }, 'scan:progressed', { scanId, phase, queuePosition });
    },
    finished(scan: TScan): void {
      emitter.emit({ room: [rooms.scan(scan.id), rooms.user(scan.ownerId)] }, 'scan:finished', scan);
    },
    alertRaised(ownerId: string, alert: TAlert): void {
      emitter.emit({ room: rooms.user(ownerId) }, 'compliance-alert:raised', alert);
    },
  };
}

export type ComplianceEvents = ReturnType<typeof complianceEvents>;
