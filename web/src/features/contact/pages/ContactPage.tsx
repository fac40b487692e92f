import { PagePlaceholder } from '../../../lib/ui/PagePlaceholder';

export default function ContactPage() {
  return <PagePlaceholder title="Contact Us" />;
}
