import { PagePlaceholder } from '../../../lib/ui/PagePlaceholder';

export default function TermsPage() {
  return <PagePlaceholder title="Terms of Service" />;
}
