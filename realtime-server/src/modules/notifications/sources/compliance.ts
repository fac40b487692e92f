import { SUBSCRIBER, type SourceKit } from './source-kit';

/**
 * Your scan finished (or failed), and alerts a completed scan raised. Page scans of a site scan are
 * not announced one by one (a site scan of 50 pages would make 50 rows); their alerts are.
 */
export function complianceSources(kit: SourceKit): void {
  kit.events.subscribe('compliance.scan-finished', SUBSCRIBER, async ({ id, payload: { scan } }) => {
    if (scan.siteScanId) return;
    const text =
      scan.status === 'completed'
        ? `Your scan of ${scan.url} finished: score ${scan.overallScore ?? scan.score ?? 0}, ${scan.criticalIssues} critical ${scan.criticalIssues === 1 ? 'issue' : 'issues'}`
        : `Your scan of ${scan.url} could not finish${scan.error ? `: ${scan.error}` : ''}`;
    await kit.notify(scan.ownerId, { type: 'compliance.scan-finished', key: id, actor: null, text: text.slice(0, 500), link: '/compliance-monitoring?tab=scans' });
  });
  kit.events.subscribe('compliance.alert-raised', SUBSCRIBER, async ({ id, payload: { ownerId, alert } }) => {
    await kit.notify(ownerId, { type: 'compliance.alert', key: id, actor: null, text: `${alert.title}${alert.url ? ` (${alert.url})` : ''}`.slice(0, 500), link: '/compliance-monitoring?tab=alerts' });
  });
}
