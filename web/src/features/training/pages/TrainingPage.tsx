import { PagePlaceholder } from '../../../lib/ui/PagePlaceholder';

export default function TrainingPage() {
  return <PagePlaceholder title="Training Library" />;
}
