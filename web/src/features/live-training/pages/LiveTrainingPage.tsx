import { PagePlaceholder } from '../../../lib/ui/PagePlaceholder';

export default function LiveTrainingPage() {
  return <PagePlaceholder title="Live Training" />;
}
