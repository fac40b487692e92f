import { PagePlaceholder } from '../../../lib/ui/PagePlaceholder';

export default function SignInPage() {
  return <PagePlaceholder title="Sign in" />;
}
