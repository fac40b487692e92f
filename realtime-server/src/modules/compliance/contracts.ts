import type { Connection } from 'mongoose';
import type { TAlert, TScan } from '@app/shared-types/compliance/model';

declare module '../../events/domain-events' {
  interface DomainEvents {
    /**
     * A scan was stored as completed or failed (event id `scan:<id>:finished`). `links`: the page's
     * links as the browser saw them (a site scan follows them), empty when it failed.
     * (Declared as the event bus's refit of compliance publishes it; notifications subscribe to it.)
     */
    'compliance.scan-finished': { scan: TScan; links: string[] };
    /** A completed scan raised an alert for its owner. Event id `alert:<id>`. */
    'compliance.alert-raised': { ownerId: string; alert: TAlert };
  }
}

/** Where scans are stored (operator monitoring counts the queue without the model). */
export const COMPLIANCE_SCANS_COLLECTION = 'compliance_scans';

/**
 * The scan queue across the cluster, for operator monitoring: scans waiting for a slot and scans a
 * browser is working on now (loading, running the checks, saving).
 */
export async function complianceActivity(db: Connection): Promise<{ scansQueued: number; scansRunning: number }> {
  const scans = db.collection(COMPLIANCE_SCANS_COLLECTION);
  const [scansQueued, scansRunning] = await Promise.all([
    scans.countDocuments({ status: 'running', phase: 'queued' }),
    scans.countDocuments({ status: 'running', phase: { $in: ['loading', 'checking', 'saving'] } }),
  ]);
  return { scansQueued, scansRunning };
}
