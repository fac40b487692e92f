import { PagePlaceholder } from '../../../lib/ui/PagePlaceholder';

export default function PremiumPage() {
  return <PagePlaceholder title="Premium Access" />;
}
