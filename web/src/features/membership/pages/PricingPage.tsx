import { PagePlaceholder } from '../../../lib/ui/PagePlaceholder';

export default function PricingPage() {
  return <PagePlaceholder title="Pricing" />;
}
