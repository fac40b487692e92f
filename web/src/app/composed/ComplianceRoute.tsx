import { Suspense, lazy } from 'react';
import ComplianceMonitoringPage from '../../features/compliance/pages/ComplianceMonitoringPage';

const LazyScansMeter = lazy(() => import('../../features/billing/components/ScansMeter').then((m) => ({ default: m.ScansMeter })));

/** /compliance-monitoring with the billing feature's meter of scans left this hour beside the scan form (issue 27 §5). */
export default function ComplianceRoute() {
  return (
    <ComplianceMonitoringPage
      scanMeter={(version) => (
        <Suspense>
          <LazyScansMeter version={version} />
        </Suspense>
      )}
    />
  );
}
