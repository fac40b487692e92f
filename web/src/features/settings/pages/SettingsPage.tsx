import { PagePlaceholder } from '../../../lib/ui/PagePlaceholder';

export default function SettingsPage() {
  return <PagePlaceholder title="Settings" />;
}
