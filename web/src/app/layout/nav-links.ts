import type { TRole } from '@app/shared-types/auth/access';

/**
 * Who may use a link's page, from the server's guards and what the page shows each reader:
 * - `everyone`: visitors and every account;
 * - `accounts`: any signed-in account (for visitors the page is only a sign-in wall: /compliance-monitoring's
 *   API is requireUser, /settings is the user's own settings);
 * - `operators`: operators only (everyone else gets '403: Operators only': /monitoring, /sms-campaigns and
 *   /contact/inbox are requireRole('operator') on the server).
 */
export type TNavAudience = 'everyone' | 'accounts' | 'operators';

export type TNavLink = { label: string; to: string; audience: TNavAudience };

/**
 * The 15 navigation links, in the spec's order and with its labels (spec 000, section 2). The spec's
 * original had no roles, so everyone saw all 15 and most of them led to a 403; each link now says
 * who may use its page. Visible per role (`navLinksFor`):
 *
 * | Link                   | Visitor | Member (free, premium) | Instructor | Operator |
 * |------------------------|---------|------------------------|------------|----------|
 * | Home                   | yes     | yes                    | yes        | yes      |
 * | Services               | yes     | yes                    | yes        | yes      |
 * | Government Contracting | yes     | yes                    | yes        | yes      |
 * | Community              | yes (reads the feed; posting asks to sign in) | yes | yes | yes |
 * | Training               | yes (the library; lessons ask to sign in)    | yes | yes | yes |
 * | Live Training          | yes (the schedule; registering asks to sign in) | yes | yes | yes |
 * | Consultation           | yes (what a consultation is and how to book) | yes | yes | yes |
 * | Pricing, Premium       | yes     | yes                    | yes        | yes      |
 * | Analytics              | -       | - (403)                | - (403)    | yes      |
 * | Compliance             | - (sign-in wall) | yes           | yes        | yes      |
 * | SMS Campaigns          | -       | - (403)                | - (403)    | yes      |
 * | Client Portal          | yes     | yes                    | yes        | yes      |
 * | Settings               | - (sign-in wall) | yes           | yes        | yes      |
 * | Contact                | yes     | yes                    | yes        | yes      |
 * | + Contact Inbox        | -       | -                      | -          | yes      |
 * | + Reconciliation       | -       | -                      | -          | yes      |
 *
 * Visitors 11 links, members and instructors 13, operators 17 (the 15, their inbox and reconciliation).
 */
export const NAV_LINKS = [
  { label: 'Home', to: '/', audience: 'everyone' },
  { label: 'Services', to: '/services', audience: 'everyone' },
  { label: 'Government Contracting', to: '/government-contracting', audience: 'everyone' },
  { label: 'Community', to: '/community', audience: 'everyone' },
  { label: 'Training', to: '/training', audience: 'everyone' },
  { label: 'Live Training', to: '/live-training', audience: 'everyone' },
  { label: 'Consultation', to: '/consultation', audience: 'everyone' },
  { label: 'Pricing', to: '/pricing', audience: 'everyone' },
  { label: 'Premium', to: '/premium', audience: 'everyone' },
  { label: 'Analytics', to: '/monitoring', audience: 'operators' },
  { label: 'Compliance', to: '/compliance-monitoring', audience: 'accounts' },
  { label: 'SMS Campaigns', to: '/sms-campaigns', audience: 'operators' },
  { label: 'Client Portal', to: '/client-portal', audience: 'everyone' },
  { label: 'Settings', to: '/settings', audience: 'accounts' },
  { label: 'Contact', to: '/contact', audience: 'everyone' },
] as const satisfies readonly TNavLink[];

/** The operators' contact inbox: not one of the spec's 15, shown to operators after them. */
export const CONTACT_INBOX_LINK = { label: 'Contact Inbox', to: '/contact/inbox', audience: 'operators' } as const satisfies TNavLink;

/** The operators' payment reconciliation (issue 27), after their inbox. */
export const RECONCILIATION_LINK = { label: 'Reconciliation', to: '/billing/reconciliation', audience: 'operators' } as const satisfies TNavLink;

export const SCHEDULE_CONSULTATION = { label: 'Schedule Consultation', to: '/contact' } as const;

/** Who is reading, for the navigation: a role, or `null` for a visitor. */
export type TNavViewer = TRole | null;

function mayUse(audience: TNavAudience, viewer: TNavViewer): boolean {
  if (audience === 'everyone') return true;
  if (audience === 'accounts') return viewer !== null;
  return viewer === 'operator';
}

/** The links a viewer sees, in the spec's order: the one rule the header, side navigation and menu share. */
export function navLinksFor(viewer: TNavViewer): TNavLink[] {
  return [...NAV_LINKS, CONTACT_INBOX_LINK, RECONCILIATION_LINK].filter((link) => mayUse(link.audience, viewer));
}

/**
 * The viewer the navigation is drawn for. While the session loads (the prerendered frame a request
 * with a session gets) it is a member's: most people with a session are members, so their links do
 * not move when the answer arrives; an operator's three extra links then join.
 */
export function navViewerOf(user: { role: TRole } | null, loading: boolean): TNavViewer {
  if (loading) return 'member';
  return user?.role ?? null;
}

/**
 * Headings for the mobile menu and the side navigation: consecutive runs of the spec's order, so
 * grouping never reorders a link. A group a viewer has no link in is left out.
 */
export const NAV_GROUPS = [
  { heading: 'Explore', paths: ['/', '/services', '/government-contracting'] },
  { heading: 'Learn and connect', paths: ['/community', '/training', '/live-training', '/consultation'] },
  { heading: 'Membership', paths: ['/pricing', '/premium'] },
  { heading: 'Workspace', paths: ['/monitoring', '/compliance-monitoring', '/sms-campaigns', '/client-portal', '/settings'] },
  { heading: 'Support', paths: ['/contact', '/contact/inbox'] },
  { heading: 'Billing', paths: ['/billing/reconciliation'] },
] as const;

export type TNavGroup = { heading: string; links: TNavLink[] };

export function groupNavLinks(links: readonly TNavLink[]): TNavGroup[] {
  return NAV_GROUPS.map(({ heading, paths }) => ({
    heading,
    links: links.filter((link) => (paths as readonly string[]).includes(link.to)),
  })).filter((group) => group.links.length > 0);
}

/**
 * The marketing header's row of links from the lg breakpoint (1200 px, 1152 px inside the page's
 * margins) up: as many as fit on one line, the rest behind a 'More' button. Widths are counted in
 * characters of the labels (7.7 px each on average in DejaVu Sans, one of the widest system faces, so
 * narrower fonts fit too) plus each link's padding and gap (1.3) and the 'More' button (8). Visitors'
 * 11 and members' 13 links fit whole; an operator's 16 keep their first 11 in the row.
 */
export const ROW_BUDGET = 145;
const LINK_COST = 1.3;
const MORE_COST = 8;

export function splitNavRow(links: readonly TNavLink[], budget = ROW_BUDGET): { inline: TNavLink[]; more: TNavLink[] } {
  const cost = (list: readonly TNavLink[]) => list.reduce((sum, link) => sum + link.label.length + LINK_COST, 0);
  if (cost(links) <= budget) return { inline: [...links], more: [] };
  let used = MORE_COST;
  let count = 0;
  for (const link of links) {
    if (used + link.label.length + LINK_COST > budget) break;
    used += link.label.length + LINK_COST;
    count += 1;
  }
  return { inline: links.slice(0, count), more: links.slice(count) };
}

/**
 * Pages of signed-in work: they get the app shell (compact header, side navigation from lg up, slim
 * footer). Everything else is a marketing page with the site's header and full footer.
 */
export const APP_PATHS = [
  '/community',
  '/training',
  '/live-training',
  '/consultation',
  '/consultations',
  '/compliance-monitoring',
  '/monitoring',
  '/sms-campaigns',
  '/settings',
  '/contact/inbox',
  '/profile',
  '/notifications',
] as const;

export function isAppPath(pathname: string): boolean {
  return APP_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** /consultation and /consultations are the same page; its nav link is current on both. */
export function isNavLinkCurrent(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/';
  if (to === '/consultation') return pathname === '/consultation' || pathname === '/consultations';
  // /contact/inbox is a page of its own: Contact is not current there, Contact Inbox is.
  if (to === '/contact') return pathname === '/contact';
  return pathname === to || pathname.startsWith(`${to}/`);
}
