import type { CatalogModule } from './types';

/** The two free modules (spec 001 section 3): QuickBooks fundamentals and an introduction to government contracting. */
export const FREE_MODULES: CatalogModule[] = [
  {
    id: 'quickbooks-fundamentals',
    title: 'QuickBooks Fundamentals for Small Business',
    description: 'Set up QuickBooks Online the right way: chart of accounts, bank feeds, invoicing and the monthly close.',
    duration: '45 min',
    difficulty: 'beginner',
    category: 'Accounting',
    isPremium: false,
    requiredTier: 'free',
    lessons: [
      {
        id: 'chart-of-accounts',
        title: 'Setting up your company and chart of accounts',
        minutes: 15,
        body: [
          'Start with the company settings: legal name, EIN, fiscal year start and the accounting method you file taxes under (cash or accrual). Most small businesses under the gross-receipts threshold may use cash, but if you plan to bid on federal cost-type contracts you will want accrual books from day one.',
          'Keep the chart of accounts short and meaningful. Use the default income, expense, asset and liability accounts, then add sub-accounts only where you need a number for a decision or a tax form — for example separate accounts for subcontractor costs, software subscriptions and vehicle expenses. Turn on account numbers so reports sort predictably, and never reuse an account for a different purpose mid-year.',
        ],
        keyPoints: ['Choose cash or accrual deliberately; accrual is expected for federal cost-type work.', 'Add sub-accounts only where a report or tax line needs them.', 'Enable account numbers and keep each account to one purpose.'],
      },
      {
        id: 'bank-feeds',
        title: 'Bank feeds, rules and reconciliation',
        minutes: 15,
        body: [
          'Connect every business bank and credit card account so transactions flow in daily. Review the “For review” list at least weekly: match transactions to invoices and bills you already entered, and categorize the rest. Bank rules save time for recurring items such as rent or a software subscription, but review what a rule assigns before accepting it.',
          'Reconcile each account monthly against the statement. The reconciliation difference must be zero; if it is not, look for duplicated feed transactions, a payment entered manually and also downloaded, or a transaction dated in the wrong month. A reconciled balance sheet is the foundation for every tax return and loan application you will prepare.',
        ],
        keyPoints: ['Review downloaded transactions weekly; match before you add.', 'Use bank rules for recurring items, and check them.', 'Reconcile every account monthly to a zero difference.'],
      },
      {
        id: 'invoicing-and-close',
        title: 'Invoicing, receivables and the monthly close',
        minutes: 15,
        body: [
          'Create customers with complete billing details and set payment terms (Net 30 is common; federal agencies pay under the Prompt Payment Act, typically within 30 days of a proper invoice). Send invoices from QuickBooks so payments apply automatically, and review the A/R aging report every week to follow up on anything past due.',
          'Close each month the same way: reconcile accounts, review the A/R and A/P agings, record accruals and depreciation if you keep accrual books, then run the profit and loss and balance sheet and compare them with last month. Finally, set a closing date with a password so nobody changes a finished period by accident.',
        ],
        keyPoints: ['Set payment terms and follow the A/R aging weekly.', 'Use a written month-end checklist and run it every month.', 'Lock closed periods with a closing date and password.'],
      },
    ],
  },
  {
    id: 'intro-government-contracting',
    title: 'Introduction to Government Contracting',
    description: 'How the federal marketplace works: who buys, how opportunities are posted, and what you need before your first bid.',
    duration: '40 min',
    difficulty: 'beginner',
    category: 'Government Contracting',
    isPremium: false,
    requiredTier: 'free',
    lessons: [
      {
        id: 'federal-marketplace',
        title: 'How the federal marketplace works',
        minutes: 12,
        body: [
          'The federal government buys hundreds of billions of dollars of goods and services every year under the Federal Acquisition Regulation (FAR). Agencies must set aside a share of that spending for small businesses, and there are additional goals for women-owned, service-disabled veteran-owned, HUBZone and 8(a) firms.',
          'Purchases under the micro-purchase threshold can be made with a government purchase card, simplified acquisitions follow lighter procedures, and larger contracts are usually competed through solicitations posted publicly. Many agencies also buy through existing vehicles such as GSA Multiple Award Schedules and governmentwide acquisition contracts, so being on the right vehicle matters as much as finding the right notice.',
        ],
        keyPoints: ['The FAR governs federal buying; small business goals create opportunity.', 'Thresholds decide how formal a purchase is.', 'Contract vehicles like GSA Schedules are a major route to agency work.'],
      },
      {
        id: 'getting-registered',
        title: 'Getting registered: UEI, SAM.gov and NAICS codes',
        minutes: 14,
        body: [
          'Before you can be awarded a federal contract you need an active registration in SAM.gov, which issues your Unique Entity ID (UEI) and, through the Defense Logistics Agency, a CAGE code. Registration asks for your legal business information, banking details for payment, representations and certifications, and the NAICS codes that describe what you sell.',
          'Choose NAICS codes carefully: each has an SBA size standard (average annual receipts or number of employees) that decides whether you count as small for a given opportunity. Registrations must be renewed every year, and an expired registration can cost you an award, so put the renewal date on your calendar.',
        ],
        keyPoints: ['SAM.gov registration gives you a UEI; a CAGE code follows.', 'NAICS codes and their size standards decide small business status.', 'Renew SAM.gov every year before it lapses.'],
      },
      {
        id: 'first-opportunities',
        title: 'Finding and qualifying your first opportunities',
        minutes: 14,
        body: [
          'Search SAM.gov contract opportunities by your NAICS codes and set saved searches so new notices reach you by email. Sources sought notices and requests for information are your chance to shape a requirement before it is released — answer them with a short capability statement.',
          'Do not bid on everything. Qualify each opportunity: do you have relevant past performance, can you meet the evaluation criteria, is there an incumbent, and can you price it profitably? A focused pipeline of a few well-matched bids wins more than dozens of rushed proposals.',
        ],
        keyPoints: ['Use saved searches on SAM.gov by NAICS code.', 'Answer sources sought notices with a capability statement.', 'Qualify bids honestly: past performance, fit, competition and price.'],
      },
    ],
  },
];
