import { PagePlaceholder } from '../../../lib/ui/PagePlaceholder';

export default function ServicesPage() {
  return <PagePlaceholder title="Services" />;
}
