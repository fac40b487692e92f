import { PagePlaceholder } from '../../../lib/ui/PagePlaceholder';

export default function ConsultationsPage() {
  return <PagePlaceholder title="One-on-One Consultations" />;
}
