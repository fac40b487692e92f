import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import { VisuallyHidden } from '../../../lib/ui/VisuallyHidden';
import Button, { type ButtonProps } from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';

export { VisuallyHidden } from '../../../lib/ui/VisuallyHidden';

type TLinkButtonProps = Omit<ButtonProps<typeof RouterLink>, 'component'> & { to: string };

/** A router link that looks like a button (navigation, not an action). */
export function LinkButton({ to, children, ...rest }: TLinkButtonProps) {
  return (
    <Button component={RouterLink} to={to} {...rest}>
      {children}
    </Button>
  );
}

/** A link to another site, opened in a new tab and announced as such (icon plus hidden text). */
export function ExternalLinkButton({ href, children, ...rest }: Omit<ButtonProps<'a'>, 'component' | 'target' | 'rel'> & { href: string }) {
  return (
    <Button component="a" href={href} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNewIcon aria-hidden />} {...rest}>
      {children}
      {' '}<VisuallyHidden>(opens in a new tab)</VisuallyHidden>
    </Button>
  );
}

/** A page section named by its heading (a region landmark with an accessible name). */
export function Section({
  id,
  title,
  headingId,
  intro,
  children,
  tone = 'plain',
  py = { xs: 6, md: 8 },
}: {
  id?: string;
  title: ReactNode;
  headingId: string;
  intro?: ReactNode;
  children: ReactNode;
  tone?: 'plain' | 'muted';
  py?: number | Record<string, number>;
}) {
  return (
    <Box component="section" id={id} aria-labelledby={headingId} sx={{ py, bgcolor: tone === 'muted' ? 'grey.50' : undefined }}>
      <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 } }}>
        <Typography id={headingId} variant="h4" component="h2" sx={{ fontWeight: 700, mb: intro ? 1.5 : 3, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
          {title}
        </Typography>
        {intro ? (
          <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 760, fontSize: '1.05rem' }}>
            {intro}
          </Typography>
        ) : null}
        {children}
      </Box>
    </Box>
  );
}

/** The coloured band at the top of a marketing page with the page's one h1. */
export function PageHero({
  title,
  lead,
  actions,
  image,
  eyebrow,
  children,
}: {
  title: ReactNode;
  lead: ReactNode;
  actions?: ReactNode;
  image?: { src: string; alt: string; width: number; height: number };
  eyebrow?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-labelledby="page-title"
      sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 6, md: 9 } }}
    >
      <Box
        sx={{
          maxWidth: 1200,
          mx: 'auto',
          px: { xs: 2, sm: 3 },
          display: 'grid',
          gap: 4,
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: image ? '7fr 5fr' : '1fr' },
        }}
      >
        <Box>
          {eyebrow}
          <Typography
            id="page-title"
            variant="h2"
            component="h1"
            sx={{ fontWeight: 800, fontSize: { xs: '2rem', sm: '2.5rem', md: '3.2rem' }, lineHeight: 1.15, mb: 2 }}
          >
            {title}
          </Typography>
          <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, mb: actions ? 4 : 0, maxWidth: 680, color: '#e8eefa' }}>
            {lead}
          </Typography>
          {actions ? <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>{actions}</Box> : null}
          {children}
        </Box>
        {image ? (
          <Box
            component="img"
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            decoding="async"
            sx={{ display: { xs: 'none', md: 'block' }, width: '100%', height: 'auto', maxWidth: 480, justifySelf: 'center' }}
          />
        ) : null}
      </Box>
    </Box>
  );
}

/** Credential badges on the hero band, as a list named by `label`. */
export function HeroBadges({ label, badges, fontSize }: { label: string; badges: readonly string[]; fontSize?: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, mt: 4, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      {badges.map((badge) => (
        <Box
          component="li"
          key={badge}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 1,
            px: 1.5,
            py: 0.75,
            borderRadius: 5,
            bgcolor: 'rgba(255,255,255,0.14)',
            border: '1px solid rgba(255,255,255,0.5)',
            fontWeight: 600,
            fontSize,
          }}
        >
          <VerifiedUserIcon aria-hidden fontSize="small" />
          {badge}
        </Box>
      ))}
    </Box>
  );
}

/** Buttons on the dark hero band. */
export const heroPrimaryButtonSx = {
  bgcolor: '#ffffff',
  color: 'primary.main',
  fontWeight: 700,
  '&:hover': { bgcolor: '#e8eefa' },
} as const;

export const heroSecondaryButtonSx = {
  borderColor: '#ffffff',
  color: '#ffffff',
  fontWeight: 700,
  '&:hover': { borderColor: '#ffffff', bgcolor: 'rgba(255,255,255,0.12)' },
} as const;
