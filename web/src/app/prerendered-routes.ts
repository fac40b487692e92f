/**
 * Every route of the route table (app/routes.tsx) written to HTML at build time
 * (web/scripts/prerender.mjs), as a visitor sees it before anyone is known: the browser paints the
 * header, navigation, the page's heading and the skeleton of its content before any script runs,
 * then hydrates; who is signed in and the page's data fill in after. `source` is the page module its
 * lazy route in routes.tsx imports; the build looks it up in Vite's manifest to preload that chunk,
 * and fails if it is not there.
 *
 * `query` lists the address's search parameters that change what the page renders at first (a tab,
 * a filter, a linked item). The HTML was rendered without them, so a request carrying one gets the
 * SPA shell instead (the server reads this list from dist/prerendered.json), and the page renders
 * in the browser as it would have before: hydrating other markup than the HTML's would be a mismatch.
 * The <title> comes from the page itself (usePageTitle); the description is for search results.
 */
export type TPrerenderedRoute = { path: string; source: string; description: string; query?: readonly string[] };

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
    source: 'src/app/composed/ClientPortalRoute.tsx',
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
  {
    path: '/community',
    source: 'src/features/community/pages/CommunityPage.tsx',
    description: 'Insights, questions and lessons learned from government contractors, for government contractors: the Capitol Ledger Advisory community feed.',
    query: ['category', 'following', 'post'],
  },
  {
    path: '/monitoring',
    source: 'src/features/monitoring/pages/MonitoringPage.tsx',
    description: 'The operators\' live dashboard of the Capitol Ledger Advisory platform: users, sessions, API traffic and system health.',
  },
  {
    path: '/compliance-monitoring',
    source: 'src/app/composed/ComplianceRoute.tsx',
    description: 'Scan your website for Section 508 and WCAG 2.1 AA accessibility issues, follow your compliance score and export a conformance report.',
    query: ['tab'],
  },
  {
    path: '/premium',
    source: 'src/features/membership/pages/PremiumPage.tsx',
    description: 'Premium access to the community, the training library and live sessions: choose a plan and pay by card, PayPal or Cash App.',
    query: ['plan'],
  },
  {
    path: '/pricing',
    source: 'src/features/membership/pages/PricingPage.tsx',
    description: 'Membership plans from Free to Premium: community access, training modules, live sessions and consultations per month.',
  },
  {
    path: '/training',
    source: 'src/features/training/pages/TrainingPage.tsx',
    description: 'Self-paced training modules on bookkeeping, tax, payroll and federal contracting, with progress saved as you learn.',
    query: ['module', 'lesson'],
  },
  {
    path: '/live-training',
    source: 'src/app/composed/LiveTrainingRoute.tsx',
    description: 'Live training sessions with our advisors: register, join, vote in polls, ask questions and work in breakout rooms.',
    query: ['tab', 'category', 'session', 'panel'],
  },
  {
    path: '/consultation',
    source: 'src/features/consultations/pages/ConsultationsPage.tsx',
    description: 'Book a one-on-one consultation with a Capitol Ledger Advisory expert on tax, bookkeeping, HR, CFO services or government contracting.',
    query: ['category'],
  },
  {
    path: '/consultations',
    source: 'src/features/consultations/pages/ConsultationsPage.tsx',
    description: 'Book a one-on-one consultation with a Capitol Ledger Advisory expert on tax, bookkeeping, HR, CFO services or government contracting.',
    query: ['category'],
  },
  {
    path: '/contact',
    source: 'src/app/composed/ContactRoute.tsx',
    description: 'Contact Capitol Ledger Advisory: send a message, request a free consultation, or call us during business hours.',
    query: ['service', 'package', 'message'],
  },
  {
    path: '/contact/inbox',
    source: 'src/features/contact/pages/ContactInboxPage.tsx',
    description: 'The operators\' inbox of messages sent through the contact page.',
  },
  {
    path: '/billing/reconciliation',
    source: 'src/features/billing/pages/ReconciliationPage.tsx',
    description: 'The operators\' payment reconciliation: what each rail received, settled and granted, month by month.',
  },
  {
    path: '/sms-campaigns',
    source: 'src/features/sms/pages/SmsCampaignsPage.tsx',
    description: 'The operators\' SMS campaigns: text members about trainings and deadlines, within the law.',
  },
  {
    path: '/settings',
    source: 'src/app/composed/SettingsRoute.tsx',
    description: 'Your account, meeting ID, text message preferences and calendar connection.',
  },
  {
    path: '/sign-in',
    source: 'src/features/auth/pages/SignInPage.tsx',
    description: 'Sign in to Capitol Ledger Advisory, or create a free account.',
    query: ['mode'],
  },
  {
    path: '/forgot-password',
    source: 'src/features/auth/pages/ForgotPasswordPage.tsx',
    description: 'Forgot your Capitol Ledger Advisory password? Get a link by email to choose a new one.',
  },
  {
    path: '/reset-password',
    source: 'src/features/auth/pages/ResetPasswordPage.tsx',
    description: 'Choose a new password for your Capitol Ledger Advisory account.',
    query: ['token'],
  },
  {
    path: '/profile',
    source: 'src/app/composed/ProfileRoute.tsx',
    description: 'Your name, email, company and bio as other members see them, and your password.',
  },
  {
    path: '/notifications',
    source: 'src/features/notifications/pages/NotificationsPage.tsx',
    description: 'Your notifications: replies, payments, sessions, consultations and scans that concern you, and how you want to hear about them.',
    query: ['tab'],
  },
];
