import { PagePlaceholder } from '../../../lib/ui/PagePlaceholder';

export default function PrivacyPage() {
  return <PagePlaceholder title="Privacy Policy" />;
}
