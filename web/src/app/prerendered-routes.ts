/**
 * The public pages written to HTML at build time (web/scripts/prerender.mjs): the browser paints
 * them before any script runs, then hydrates. Every other route is rendered in the browser from the
 * SPA shell. `source` is the page module its lazy route in routes.tsx imports; the build looks it up
 * in Vite's manifest to preload that chunk, and fails if it is not there.
 * The <title> comes from the page itself (usePageTitle); the description is for search results.
 */
export type TPrerenderedRoute = { path: string; source: string; description: string };

export const PRERENDERED_ROUTES: readonly TPrerenderedRoute[] = [
  {
    path: '/',
    source: 'src/features/marketing/pages/HomePage.tsx',
    description:
      'Bookkeeping, tax, payroll and HR, CFO and auditing services for small and mid-size businesses, plus SAM.gov registration and accessibility compliance support for government contractors.',
  },
  {
    path: '/services',
    source: 'src/features/marketing/pages/ServicesPage.tsx',
    description:
      'Bookkeeping, tax, HR and payroll, CFO, business development and auditing services, with packages to compare and a federal contracting compliance checklist.',
  },
  {
    path: '/government-contracting',
    source: 'src/features/marketing/pages/GovernmentContractingPage.tsx',
    description:
      'SAM.gov registration, VPAT accessibility documentation and FAR/DFARS compliance support, so you can compete for federal contracts with confidence.',
  },
  {
    path: '/client-portal',
    source: 'src/features/client-portal/pages/ClientPortalPage.tsx',
    description:
      'Your documents, messages, training videos and secure file sharing with Capitol Ledger Advisory in one place.',
  },
  {
    path: '/privacy',
    source: 'src/features/marketing/pages/PrivacyPage.tsx',
    description: 'How Capitol Ledger Advisory collects, uses and protects your personal information.',
  },
  {
    path: '/terms',
    source: 'src/features/marketing/pages/TermsPage.tsx',
    description: 'The terms of use of the Capitol Ledger Advisory website and client portal.',
  },
  {
    path: '/accessibility',
    source: 'src/features/marketing/pages/AccessibilityPage.tsx',
    description:
      'Our accessibility statement: the standard this site follows (WCAG 2.1 AA, Section 508), how to report a barrier, and how we monitor compliance.',
  },
];
