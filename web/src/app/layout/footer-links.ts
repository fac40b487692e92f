import type { TServiceId } from '../../content/types';
import { NAV_LINKS } from './nav-links';

type TFooterLink = { label: string; href: string };

/** A link to one service's section on /services (the section's anchor is the service's id). */
const serviceLink = (id: TServiceId, label: string): TFooterLink => ({ label, href: `/services#${id}` });

/** A link to a page of the navigation, under the navigation's own label for it. */
const pageLink = (to: (typeof NAV_LINKS)[number]['to']): TFooterLink => ({ label: NAV_LINKS.find((link) => link.to === to)!.label, href: to });

/** Footer link groups. Services follow the spec's order of anchors on /services. */
export const FOOTER_GROUPS: readonly { heading: string; links: readonly TFooterLink[] }[] = [
  {
    heading: 'Services',
    links: [
      serviceLink('bookkeeping', 'Bookkeeping & Accounting'),
      serviceLink('hr', 'Payroll & HR'),
      serviceLink('cfo', 'CFO Services'),
      serviceLink('auditing', 'Auditing & Compliance'),
      serviceLink('business-development', 'Business Development'),
      serviceLink('tax', 'Tax Preparation & Planning'),
    ],
  },
  {
    heading: 'Government',
    links: [
      pageLink('/government-contracting'),
      { label: 'SAM Registration Help', href: '/contact?service=sam-registration' },
      { label: 'Compliance Monitoring', href: '/compliance-monitoring' },
      { label: 'Schedule a Consultation', href: '/consultation' },
    ],
  },
  { heading: 'Resources', links: (['/training', '/live-training', '/community', '/client-portal', '/pricing'] as const).map(pageLink) },
];

export const LEGAL_LINKS = [
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Terms of Service', href: '/terms' },
  { label: 'Accessibility', href: '/accessibility' },
] as const;

/** The firm's public profiles. They open in a new tab; set the real addresses here. */
export const SOCIAL_LINKS = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { label: 'X', href: 'https://x.com/' },
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'YouTube', href: 'https://www.youtube.com/' },
] as const;

/** The claim the spec's footer makes, worded as the home page's compliance badges. */
export const COMPLIANCE_CLAIMS = ['WCAG 2.1 AA Compliant', 'Section 508 Certified', 'VPAT Documentation Ready'] as const;
