import type { Connection } from 'mongoose';

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
