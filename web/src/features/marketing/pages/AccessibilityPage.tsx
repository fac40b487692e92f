import { PagePlaceholder } from '../../../lib/ui/PagePlaceholder';

export default function AccessibilityPage() {
  return <PagePlaceholder title="Accessibility Statement" />;
}
