import { PagePlaceholder } from '../../../lib/ui/PagePlaceholder';

export default function ClientPortalPage() {
  return <PagePlaceholder title="Client Portal" />;
}
