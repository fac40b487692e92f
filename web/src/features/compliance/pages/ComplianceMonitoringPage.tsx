import { PagePlaceholder } from '../../../lib/ui/PagePlaceholder';

export default function ComplianceMonitoringPage() {
  return <PagePlaceholder title="Section 508 Compliance Monitoring" />;
}
