import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { isNavLinkCurrent, type TNavLink } from './nav-links';

/**
 * The header row's look for a link or the More button: the current page (or the More holding it) in
 * the primary colour and bold, and marked by more than colour, a bar under the label.
 */
export const rowItemSx = (current: boolean) =>
  ({
    color: current ? 'primary.main' : 'text.primary',
    fontWeight: current ? 700 : 500,
    fontSize: '0.875rem',
    px: 0.5,
    minWidth: 0,
    whiteSpace: 'nowrap',
    boxShadow: current ? 'inset 0 -3px 0 currentColor' : 'none',
  }) as const;

/** A navigation list's item: its link, aria-current when it is the page being read, styled by `sx` for either. */
export function NavListItem({ link, pathname, onFollow, sx }: { link: TNavLink; pathname: string; onFollow?: () => void; sx: (current: boolean) => SxProps<Theme> }) {
  const current = isNavLinkCurrent(link.to, pathname);
  return (
    <li>
      <Link href={link.to} underline="none" aria-current={current ? 'page' : undefined} onClick={onFollow} sx={sx(current)}>
        {link.label}
      </Link>
    </li>
  );
}
