import { PagePlaceholder } from '../../../lib/ui/PagePlaceholder';

export default function GovernmentContractingPage() {
  return <PagePlaceholder title="Government Contracting Services" />;
}
