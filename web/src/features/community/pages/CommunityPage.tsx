import { PagePlaceholder } from '../../../lib/ui/PagePlaceholder';

export default function CommunityPage() {
  return <PagePlaceholder title="Community" />;
}
