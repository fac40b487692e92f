import { useId } from 'react';
import Box from '@mui/material/Box';
import { NavListItem } from './nav-item';
import type { TNavGroup } from './nav-links';

type Props = {
  groups: TNavGroup[];
  pathname: string;
  /**
   * The drawer is a dialog titled 'Menu' (h2), so its groups are h3 headings. The side navigation sits
   * before the page's h1: there the group names label their lists instead, so a screen reader's list of
   * headings starts with the page, not with five navigation groups.
   */
  groupTitle: 'h3' | 'label';
  /** Taller rows for touch (the drawer). */
  roomy?: boolean;
  onFollowLink?: () => void;
};

function Group({ group, pathname, groupTitle, roomy, onFollowLink }: Omit<Props, 'groups'> & { group: TNavGroup }) {
  const titleId = useId();
  return (
    <Box component="li" sx={{ mt: roomy ? 2 : 1.5, '&:first-of-type': { mt: 1 } }}>
      <Box
        component={groupTitle === 'h3' ? 'h3' : 'span'}
        id={titleId}
        sx={{ display: 'block', m: 0, px: 1.5, pb: 0.5, fontSize: '0.75rem', fontWeight: 700, letterSpacing: '0.06em', textTransform: 'uppercase', color: 'text.secondary' }}
      >
        {group.heading}
      </Box>
      <Box component="ul" aria-labelledby={titleId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {group.links.map((link) => (
          <NavListItem
            key={link.to}
            link={link}
            pathname={pathname}
            onFollow={onFollowLink}
            sx={(current) => ({
              display: 'flex',
              alignItems: 'center',
              minHeight: roomy ? 44 : 34,
              px: 1.5,
              borderRadius: 1,
              fontSize: roomy ? '1rem' : '0.9375rem',
              fontWeight: current ? 700 : 500,
              color: current ? 'primary.main' : 'text.primary',
              bgcolor: current ? 'rgba(11, 61, 145, 0.08)' : 'transparent',
              // The current page is marked by more than colour: a bar at its left edge.
              boxShadow: current ? (t) => `inset 3px 0 0 ${t.palette.primary.main}` : 'none',
              '&:hover': { bgcolor: current ? 'rgba(11, 61, 145, 0.12)' : 'action.hover' },
            })}
          />
        ))}
      </Box>
    </Box>
  );
}

/** The role's links under their group names (nav-links.ts NAV_GROUPS), in the spec's order. */
export function NavGroupList({ groups, ...rest }: Props) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {groups.map((group) => (
        <Group key={group.heading} group={group} {...rest} />
      ))}
    </Box>
  );
}
