import { PagePlaceholder } from '../../../lib/ui/PagePlaceholder';

export default function HomePage() {
  return <PagePlaceholder title="Home" />;
}
