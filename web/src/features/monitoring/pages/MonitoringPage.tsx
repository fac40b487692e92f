import { PagePlaceholder } from '../../../lib/ui/PagePlaceholder';

export default function MonitoringPage() {
  return <PagePlaceholder title="System Monitoring" />;
}
