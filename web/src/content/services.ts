import type { TContactServiceInterest } from '../lib/contact-prefill';
import type { TComparisonService, TServiceEntry, TServiceId, TServiceTier } from './types';

/** The six services in page order; each `id` is the section anchor on /services. */
export const SERVICES: readonly TServiceEntry[] = [
  {
    id: 'bookkeeping',
    title: 'Bookkeeping & Accounting',
    description:
      'Accurate, timely books you can make decisions with. We reconcile every account, close your month on schedule and deliver financial statements that lenders, auditors and contracting officers trust.',
    features: [
      'Monthly bank, credit card and loan reconciliations',
      'Accounts payable and accounts receivable management',
      'Monthly financial statements: profit and loss, balance sheet and cash flow',
      'QuickBooks Online setup, clean-up and catch-up bookkeeping',
      'DCAA-compliant job costing and timekeeping for government contractors',
      'Year-end close packages for your tax preparer',
    ],
    pricing: 'From $500/month',
  },
  {
    id: 'tax',
    title: 'Tax Preparation & Planning',
    description:
      'Returns prepared correctly and on time, and planning all year so there are no surprises. We handle individual, partnership and corporate returns, multi-state filings and IRS correspondence.',
    features: [
      'Individual and business returns (Forms 1040, 1065, 1120 and 1120-S)',
      'Year-round tax planning and projections',
      'Quarterly estimated tax calculations and reminders',
      'IRS and state notice resolution and representation',
      'Multi-state income, sales and use tax filings',
      'Entity structure and owner compensation reviews',
    ],
    pricing: 'From $200 for individual returns',
  },
  {
    id: 'hr',
    title: 'Payroll & HR Services',
    description:
      'Payroll that is right every time and HR that keeps you compliant as you grow, including the prevailing-wage and certified payroll rules that apply to federal contracts.',
    features: [
      'Full-service payroll with direct deposit and employee self-service',
      'Federal, state and local payroll tax filings and year-end W-2s and 1099s',
      'Certified payroll for Davis-Bacon and Service Contract Act work',
      'Employee onboarding, handbooks and policy templates',
      'Benefits administration and open-enrollment support',
      'HR compliance: Form I-9, E-Verify, FLSA classification and recordkeeping',
    ],
    pricing: 'Custom pricing based on employee count',
  },
  {
    id: 'cfo',
    title: 'CFO & Financial Strategy',
    description:
      'Senior financial leadership without a full-time salary. Our fractional CFOs build your budget, forecast your cash, develop indirect rates and sit at the table with your bank and board.',
    features: [
      'Annual budgets and rolling 13-week cash forecasts',
      'KPI dashboards and monthly management reporting',
      'Indirect rate development: fringe, overhead and G&A',
      'Pricing strategy and proposal cost volumes',
      'Banking, line-of-credit and financing relationships',
      'Board, investor and lender reporting',
    ],
    pricing: 'From $2,500/month',
  },
  {
    id: 'business-development',
    title: 'Business Development',
    description:
      'A repeatable pipeline of the right opportunities. We help you find, qualify and win commercial and federal work, from market research to the final proposal.',
    features: [
      'Market research and federal opportunity identification',
      'Capture management and bid/no-bid analysis',
      'Proposal writing, compliance matrices and pricing support',
      'Teaming agreements, subcontracting and mentor-protege partnerships',
      'GSA Multiple Award Schedule preparation',
      'CRM and pipeline setup with monthly reviews',
    ],
    pricing: 'From $1,500/month',
  },
  {
    id: 'auditing',
    title: 'Auditing & Compliance',
    description:
      'Independent reviews that find problems before an auditor or contracting officer does. We test your controls, prepare you for DCAA and agency reviews, and document your compliance.',
    features: [
      'Financial statement reviews and audit readiness',
      'Internal control assessments and remediation plans',
      'DCAA pre-award accounting system survey readiness',
      'Incurred cost submission preparation',
      'FAR and DFARS compliance reviews',
      'Section 508 / VPAT documentation reviews',
    ],
    pricing: 'Project-based pricing',
  },
];

export const SERVICE_IDS: readonly TServiceId[] = SERVICES.map((s) => s.id);

/** The contact form's serviceInterest for each service (spec 001 enumerations). */
export const SERVICE_CONTACT_INTEREST: Record<TServiceId, TContactServiceInterest> = {
  bookkeeping: 'bookkeeping',
  tax: 'tax-preparation',
  hr: 'hr',
  cfo: 'cfo',
  'business-development': 'business-development',
  auditing: 'auditing',
};

export function serviceById(id: TServiceId): TServiceEntry {
  const service = SERVICES.find((s) => s.id === id);
  if (!service) throw new Error(`Unknown service ${id}`);
  return service;
}

/** Packages of every service (spec 000 section 9, "Static service pricing"). */
export const SERVICE_TIERS: Record<TServiceId, readonly TServiceTier[]> = {
  bookkeeping: [
    {
      id: 'basic',
      name: 'Essential',
      price: '$500',
      billingUnit: 'month',
      description: 'Clean monthly books for small businesses with straightforward finances.',
      features: ['Up to 200 transactions a month', 'Monthly reconciliations', 'Monthly financial statements', 'Email support'],
      popular: false,
      governmentReady: false,
    },
    {
      id: 'standard',
      name: 'Professional',
      price: '$850',
      billingUnit: 'month',
      description: 'Full-service accounting for growing companies that need more than the basics.',
      features: [
        'Up to 750 transactions a month',
        'Accounts payable and receivable management',
        'Dedicated accountant',
        'Monthly review call',
      ],
      popular: true,
      governmentReady: false,
    },
    {
      id: 'premium',
      name: 'Enterprise',
      price: '$1,500',
      billingUnit: 'month',
      description: 'DCAA-ready accounting for government contractors and complex organisations.',
      features: [
        'Unlimited transactions',
        'DCAA-compliant job costing and timekeeping',
        'Weekly financial reporting',
        'Audit and incurred-cost support',
      ],
      popular: false,
      governmentReady: true,
    },
  ],
  tax: [
    {
      id: 'basic',
      name: 'Individual',
      price: '$200',
      billingUnit: 'return',
      description: 'Federal and one state individual return, prepared and e-filed.',
      features: ['Form 1040 with common schedules', 'One state return', 'E-filing and direct deposit setup', 'Prior-year comparison'],
      popular: false,
      governmentReady: false,
    },
    {
      id: 'standard',
      name: 'Business',
      price: '$750',
      billingUnit: 'return',
      description: 'Partnership, S corporation or C corporation return with year-end planning.',
      features: ['Form 1065, 1120-S or 1120', 'Owner K-1s', 'Year-end tax planning session', 'Estimated tax schedule'],
      popular: true,
      governmentReady: false,
    },
    {
      id: 'premium',
      name: 'Government Contractor',
      price: '$1,500',
      billingUnit: 'return',
      description: 'Business return for federal contractors, reconciled to your incurred-cost and indirect-rate records.',
      features: [
        'Business return with multi-state filings',
        'Reconciliation to incurred-cost submissions',
        'Unallowable cost review',
        'IRS notice support for the year',
      ],
      popular: false,
      governmentReady: true,
    },
  ],
  hr: [
    {
      id: 'basic',
      name: 'Starter',
      price: 'Custom',
      billingUnit: 'employee',
      description: 'Reliable payroll and tax filings for small teams.',
      features: ['Payroll every pay period', 'Direct deposit', 'Payroll tax filings', 'Year-end W-2s and 1099s'],
      popular: false,
      governmentReady: false,
    },
    {
      id: 'standard',
      name: 'Growth',
      price: 'Custom',
      billingUnit: 'employee',
      description: 'Payroll plus the HR essentials for a growing workforce.',
      features: ['Everything in Starter', 'Benefits administration', 'Onboarding and employee handbook', 'HR help desk'],
      popular: true,
      governmentReady: false,
    },
    {
      id: 'premium',
      name: 'Federal Ready',
      price: 'Custom',
      billingUnit: 'employee',
      description: 'Payroll and HR built for federal contract labour rules.',
      features: [
        'Everything in Growth',
        'Certified payroll (Davis-Bacon and SCA)',
        'Wage determination tracking',
        'Timekeeping compliant with DCAA expectations',
      ],
      popular: false,
      governmentReady: true,
    },
  ],
  cfo: [
    {
      id: 'basic',
      name: 'Advisory',
      price: '$2,500',
      billingUnit: 'month',
      description: 'Monthly strategic guidance from a senior finance leader.',
      features: ['Monthly CFO meeting', 'Budget and forecast', 'KPI review', 'Email access to your CFO'],
      popular: false,
      governmentReady: false,
    },
    {
      id: 'standard',
      name: 'Executive',
      price: '$4,500',
      billingUnit: 'month',
      description: 'Hands-on fractional CFO for companies scaling quickly.',
      features: ['Weekly CFO time', '13-week cash forecasting', 'Board and lender reporting', 'Financing support'],
      popular: true,
      governmentReady: false,
    },
    {
      id: 'premium',
      name: 'Government CFO',
      price: '$7,500',
      billingUnit: 'month',
      description: 'Fractional CFO specialised in federal contract finance.',
      features: ['Indirect rate development and monitoring', 'Proposal pricing reviews', 'DCAA audit support', 'Real-time reporting'],
      popular: false,
      governmentReady: true,
    },
  ],
  auditing: [
    {
      id: 'basic',
      name: 'Review',
      price: '$5,000',
      billingUnit: 'project',
      description: 'A focused review of your financial statements and key controls.',
      features: ['Financial statement review', 'Key control walkthroughs', 'Findings report', 'Management letter'],
      popular: false,
      governmentReady: false,
    },
    {
      id: 'standard',
      name: 'Comprehensive',
      price: '$12,000',
      billingUnit: 'project',
      description: 'An in-depth assessment of controls, processes and compliance.',
      features: ['Internal control testing', 'Process documentation', 'Remediation plan', 'Follow-up review'],
      popular: true,
      governmentReady: false,
    },
    {
      id: 'premium',
      name: 'Government Ready',
      price: '$25,000',
      billingUnit: 'project',
      description: 'Preparation for DCAA and agency audits of federal contractors.',
      features: [
        'Accounting system survey readiness (SF 1408)',
        'Incurred cost submission review',
        'FAR and DFARS compliance testing',
        'Audit-day support',
      ],
      popular: false,
      governmentReady: true,
    },
  ],
  'business-development': [
    {
      id: 'basic',
      name: 'Planning',
      price: '$1,500',
      billingUnit: 'month',
      description: 'A clear growth plan and target market.',
      features: ['Market research', 'Target customer profiles', 'Quarterly growth plan', 'Monthly check-in'],
      popular: false,
      governmentReady: false,
    },
    {
      id: 'standard',
      name: 'Growth',
      price: '$3,500',
      billingUnit: 'month',
      description: 'Active pipeline building and proposal support.',
      features: ['Opportunity identification', 'Bid/no-bid analysis', 'Proposal writing support', 'CRM and pipeline reviews'],
      popular: true,
      governmentReady: false,
    },
    {
      id: 'premium',
      name: 'Federal Market',
      price: '$6,500',
      billingUnit: 'month',
      description: 'Full capture and proposal support for the federal market.',
      features: ['Capture management', 'Teaming and subcontracting partners', 'GSA Schedule preparation', 'Color-team proposal reviews'],
      popular: false,
      governmentReady: true,
    },
  ],
};

/** The tier picker of the 'Service Packages' tab offers these (spec: bookkeeping, tax, hr). */
export const PACKAGE_PICKER_SERVICES: readonly TServiceId[] = ['bookkeeping', 'tax', 'hr'];

/** "$500/month", "$200 per return", "$5,000 per project", "Custom pricing per employee". */
export function formatTierPrice(tier: Pick<TServiceTier, 'price' | 'billingUnit'>): string {
  if (tier.price === 'Custom') return `Custom pricing per ${tier.billingUnit}`;
  return tier.billingUnit === 'month' ? `${tier.price}/month` : `${tier.price} per ${tier.billingUnit}`;
}

/** 'Compare Services' tab (spec: bookkeeping, hr, cfo). Prices come from SERVICE_TIERS. */
function comparison(
  id: TServiceId,
  name: string,
  description: string,
  features: TComparisonService['features'],
): TComparisonService {
  const [basic, standard, premium] = SERVICE_TIERS[id];
  if (!basic || !standard || !premium) throw new Error(`Service ${id} needs three tiers`);
  return {
    id,
    name,
    description,
    basicPrice: formatTierPrice(basic),
    standardPrice: formatTierPrice(standard),
    premiumPrice: formatTierPrice(premium),
    tierNames: { basic: basic.name, standard: standard.name, premium: premium.name },
    features,
  };
}

export const COMPARISON_SERVICES: readonly TComparisonService[] = [
  comparison('bookkeeping', 'Bookkeeping & Accounting', 'Monthly bookkeeping, reconciliations and financial statements.', [
    { name: 'Bank and credit card reconciliations', basic: true, standard: true, premium: true },
    { name: 'Transactions per month', basic: 'Up to 200', standard: 'Up to 750', premium: 'Unlimited' },
    { name: 'Financial statements', basic: 'Monthly', standard: 'Monthly', premium: 'Weekly' },
    { name: 'Accounts payable and receivable', basic: false, standard: true, premium: true },
    { name: 'Dedicated accountant', basic: false, standard: true, premium: true },
    { name: 'DCAA-compliant job costing', basic: false, standard: false, premium: true },
    { name: 'Support', basic: 'Email', standard: 'Email and phone', premium: 'Real-time' },
  ]),
  comparison('hr', 'Payroll & HR Services', 'Payroll, payroll taxes and HR compliance, priced per employee.', [
    { name: 'Payroll processing and direct deposit', basic: true, standard: true, premium: true },
    { name: 'Payroll tax filings', basic: true, standard: true, premium: true },
    { name: 'Benefits administration', basic: false, standard: true, premium: true },
    { name: 'Onboarding and employee handbook', basic: false, standard: true, premium: true },
    { name: 'Certified payroll (Davis-Bacon and SCA)', basic: false, standard: false, premium: true },
    { name: 'HR compliance reviews', basic: false, standard: 'Annual', premium: 'Quarterly' },
    { name: 'HR support', basic: 'Email', standard: 'Weekly', premium: 'Real-time' },
  ]),
  comparison('cfo', 'CFO & Financial Strategy', 'Fractional CFO leadership from monthly advice to full federal finance.', [
    { name: 'Budgeting and forecasting', basic: true, standard: true, premium: true },
    { name: 'Financial reporting', basic: 'Monthly', standard: 'Weekly', premium: 'Real-time' },
    { name: '13-week cash flow forecast', basic: false, standard: true, premium: true },
    { name: 'Board and lender reporting', basic: false, standard: 'Quarterly', premium: 'Monthly' },
    { name: 'Indirect rate development', basic: false, standard: false, premium: true },
    { name: 'DCAA audit support', basic: false, standard: false, premium: true },
    { name: 'CFO availability', basic: 'Email', standard: 'Weekly', premium: 'Real-time' },
  ]),
];
