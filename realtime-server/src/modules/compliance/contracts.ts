/** What other modules may know of compliance scanning: its events and its figures for operator monitoring. */
import type { TAlert, TScan } from '@app/shared-types/compliance/model';

declare module '../../events/domain-events' {
  interface DomainEvents {
    /**
     * A scan was stored as completed or failed (event id `scan:<id>:finished`). `links`: the page's
     * links as the browser saw them (a site scan follows them), empty when it failed.
     */
    'compliance.scan-finished': { scan: TScan; links: string[] };
    /** A completed scan raised an alert for its owner. Event id `alert:<id>`. */
    'compliance.alert-raised': { ownerId: string; alert: TAlert };
  }
}

declare module '../module' {
  interface ModuleMetrics {
    /** Scans across the cluster waiting for a slot. */
    scansQueued: number;
    /** Scans a browser is working on now (loading, running the checks, saving). */
    scansRunning: number;
  }
}
