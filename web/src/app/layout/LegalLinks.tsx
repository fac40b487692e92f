import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { LEGAL_LINKS } from './footer-links';

/** The footers' legal links (and `extra` after them) as one wrapping list named 'Legal'. */
export function LegalLinks({ extra = [] }: { extra?: { label: string; href: string }[] }) {
  return (
    <Box component="ul" aria-label="Legal" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
      {[...LEGAL_LINKS, ...extra].map((link) => (
        <li key={link.href}>
          <Link href={link.href} color="text.secondary" underline="hover" variant="body2">
            {link.label}
          </Link>
        </li>
      ))}
    </Box>
  );
}
