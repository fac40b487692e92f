/** Home page content that is not shared with other pages. */

export type THomeServiceCard = {
  id: string;
  title: string;
  description: string;
  /** Where 'Learn More' goes: a /services anchor or /government-contracting. */
  href: string;
};

export const HOME_SERVICE_CARDS: readonly THomeServiceCard[] = [
  {
    id: 'bookkeeping',
    title: 'Bookkeeping & Accounting',
    description: 'Accurate monthly books, reconciliations and financial statements you can rely on.',
    href: '/services#bookkeeping',
  },
  {
    id: 'tax',
    title: 'Tax Preparation & Planning',
    description: 'Individual and business returns, plus planning all year to keep more of what you earn.',
    href: '/services#tax',
  },
  {
    id: 'hr',
    title: 'Payroll & HR Services',
    description: 'Payroll, payroll taxes, benefits and HR compliance, including certified payroll.',
    href: '/services#hr',
  },
  {
    id: 'cfo',
    title: 'CFO & Financial Strategy',
    description: 'Fractional CFO leadership for budgets, cash flow, indirect rates and financing.',
    href: '/services#cfo',
  },
  {
    id: 'auditing',
    title: 'Auditing & Compliance',
    description: 'Internal control reviews and DCAA audit readiness before the auditors arrive.',
    href: '/services#auditing',
  },
  {
    id: 'government-contracting',
    title: 'Government Contracting',
    description: 'SAM.gov registration, VPAT documentation and FAR/DFARS compliance support.',
    href: '/government-contracting',
  },
];

export type THomeGovernmentPoint = { title: string; description: string };

/** The three points of the home page's government contracting section. */
export const HOME_GOVERNMENT_POINTS: readonly THomeGovernmentPoint[] = [
  {
    title: 'SAM registration and maintenance',
    description: 'New registrations, annual renewals and updates so you are always eligible to bid and be paid.',
  },
  {
    title: 'VPAT documentation',
    description: 'Accessibility testing and Accessibility Conformance Reports for Section 508 procurements.',
  },
  {
    title: 'Compliance documentation',
    description: 'FAR and DFARS policies, DCAA-ready accounting and the records contracting officers ask for.',
  },
];
