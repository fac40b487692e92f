import type { TPortalDocument, TPortalMessage } from './types';

/** Sample documents of the client portal's Document Library (a demonstration). */
export const PORTAL_DEMO_DOCUMENTS: readonly TPortalDocument[] = [
  {
    id: 'doc-financial-statements',
    name: 'Q3 2026 Financial Statements',
    type: 'PDF',
    date: '2026-10-15',
    category: 'Financial',
    size: '1.2 MB',
    summary: 'Profit and loss, balance sheet and cash flow statement for July to September, with your accountant\u2019s notes.',
  },
  {
    id: 'doc-tax-return',
    name: '2025 Business Tax Return (Form 1120-S)',
    type: 'PDF',
    date: '2026-03-12',
    category: 'Tax',
    size: '860 KB',
    summary: 'The filed S corporation return with shareholder K-1s and the e-file acceptance confirmation.',
  },
  {
    id: 'doc-sam-confirmation',
    name: 'SAM.gov Registration Confirmation',
    type: 'PDF',
    date: '2026-09-02',
    category: 'Compliance',
    size: '240 KB',
    summary: 'Your active SAM.gov registration record with Unique Entity ID, CAGE code and expiration date.',
  },
  {
    id: 'doc-vpat',
    name: 'VPAT 2.5 Accessibility Conformance Report',
    type: 'PDF',
    date: '2026-08-20',
    category: 'Compliance',
    size: '530 KB',
    summary: 'Accessibility Conformance Report covering WCAG 2.1 AA and the Revised Section 508 Standards.',
  },
  {
    id: 'doc-payroll',
    name: 'Payroll Reports - October 2026',
    type: 'ZIP',
    date: '2026-11-03',
    category: 'Financial',
    size: '3.4 MB',
    summary: 'Payroll registers, tax liability reports and certified payroll forms (WH-347) for October.',
  },
];

/** Sample messages of the client portal's Recent Messages list. */
export const PORTAL_DEMO_MESSAGES: readonly TPortalMessage[] = [
  {
    id: 'msg-statements-ready',
    from: 'Sarah Mitchell, CPA',
    subject: 'Your Q3 financial statements are ready',
    date: '2026-10-15',
    unread: true,
    body: 'Your third-quarter statements are in the Document Library. Revenue is up 12% on last quarter; I have added a note on the increase in receivables. Let me know if you would like to review them together.',
  },
  {
    id: 'msg-sam-renewal',
    from: 'Federal Contracting Team',
    subject: 'SAM.gov registration renewal due in 60 days',
    date: '2026-11-02',
    unread: true,
    body: 'Your SAM.gov registration expires in 60 days. We will start the renewal next week and will need you to confirm your banking details and points of contact.',
  },
  {
    id: 'msg-payroll-processed',
    from: 'Payroll Services',
    subject: 'October payroll processed successfully',
    date: '2026-10-31',
    unread: false,
    body: 'October payroll was processed and all direct deposits were sent. Certified payroll reports for your Davis-Bacon project are in the Document Library.',
  },
  {
    id: 'msg-vpat-review',
    from: 'Accessibility Compliance Team',
    subject: 'VPAT review complete: three items to address',
    date: '2026-08-20',
    unread: false,
    body: 'Your Accessibility Conformance Report is complete. Three success criteria are marked Partially Supports; the remediation notes in the report explain each one.',
  },
];
