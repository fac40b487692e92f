/** Footer link groups. Services follow the spec's order of anchors on /services. */
export const FOOTER_GROUPS = [
  {
    heading: 'Services',
    links: [
      { label: 'Bookkeeping & Accounting', href: '/services#bookkeeping' },
      { label: 'Payroll & HR', href: '/services#hr' },
      { label: 'CFO Services', href: '/services#cfo' },
      { label: 'Auditing & Compliance', href: '/services#auditing' },
      { label: 'Business Development', href: '/services#business-development' },
      { label: 'Tax Preparation & Planning', href: '/services#tax' },
    ],
  },
  {
    heading: 'Government',
    links: [
      { label: 'Government Contracting', href: '/government-contracting' },
      { label: 'SAM Registration Help', href: '/contact?service=sam-registration' },
      { label: 'Compliance Monitoring', href: '/compliance-monitoring' },
      { label: 'Schedule a Consultation', href: '/consultation' },
    ],
  },
  {
    heading: 'Resources',
    links: [
      { label: 'Training', href: '/training' },
      { label: 'Live Training', href: '/live-training' },
      { label: 'Community', href: '/community' },
      { label: 'Client Portal', href: '/client-portal' },
      { label: 'Pricing', href: '/pricing' },
    ],
  },
] as const;

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
