import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { SITE_NAME } from '../../lib/ui/usePageTitle';

/** The firm's mark and name, linking home. The mark is decorative; the name is the link text. */
export function Brand({ onClick }: { onClick?: () => void }) {
  return (
    <Link
      href="/"
      underline="none"
      color="primary"
      onClick={onClick}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, fontWeight: 800, fontSize: { xs: '1rem', sm: '1.2rem' }, lineHeight: 1.2 }}
    >
      <Box component="img" src="/favicon.svg" alt="" width={32} height={32} sx={{ flexShrink: 0 }} />
      <span>{SITE_NAME}</span>
    </Link>
  );
}
