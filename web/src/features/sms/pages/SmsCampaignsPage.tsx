import { PagePlaceholder } from '../../../lib/ui/PagePlaceholder';

export default function SmsCampaignsPage() {
  return <PagePlaceholder title="SMS Campaigns" />;
}
