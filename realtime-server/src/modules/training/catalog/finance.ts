import type { CatalogModule } from './types';

/** Premium modules on books, tax, payroll and money management. */
export const FINANCE_MODULES: CatalogModule[] = [
  {
    id: 'dcaa-compliant-accounting',
    title: 'DCAA-Compliant Accounting Systems',
    description: 'Build books that pass a pre-award accounting system review: job costing, timekeeping and segregating unallowable costs.',
    duration: '60 min',
    difficulty: 'advanced',
    category: 'Accounting',
    isPremium: true,
    requiredTier: 'starter',
    lessons: [
      {
        id: 'adequacy-criteria',
        title: 'What an adequate accounting system must do',
        minutes: 20,
        body: [
          'Before awarding a cost-reimbursement or time-and-materials contract, the government checks that your accounting system is adequate, often using the criteria on the SF 1408 pre-award survey. The system must separate direct costs from indirect costs, accumulate costs by contract, and identify and exclude costs that are unallowable under FAR Part 31.',
          'In practice that means a general ledger on the accrual basis, a job-cost ledger that ties to it, a logical way to allocate indirect pools to final cost objectives, and monthly closes so costs land in the right period. Document these practices in a short written policy; reviewers look for consistency as much as software.',
        ],
        keyPoints: ['Accrual books with a job-cost ledger that ties to the general ledger.', 'Direct, indirect and unallowable costs kept apart.', 'A written accounting policy followed consistently.'],
      },
      {
        id: 'timekeeping',
        title: 'Timekeeping that holds up in an audit',
        minutes: 20,
        body: [
          'Labor is usually the largest cost on a service contract, so auditors test timekeeping closely. Employees should record their own time daily, by charge code, including indirect and leave time, so every hour worked is accounted for. Changes after submission need a reason, the employee’s initials and a supervisor’s approval, with the history kept.',
          'Supervisors approve timesheets at the end of each period, and payroll must reconcile to the hours recorded. Train every new hire on the policy and keep the signed acknowledgement — floor checks, where an auditor asks an employee what they are working on, compare answers against the timesheet.',
        ],
        keyPoints: ['Daily entry by the employee, for all hours, by charge code.', 'Every correction explained and approved, with history kept.', 'Payroll reconciles to approved timesheets.'],
      },
      {
        id: 'unallowable-costs',
        title: 'Segregating unallowable costs',
        minutes: 20,
        body: [
          'FAR 31.205 lists costs the government will not pay for, such as entertainment, alcohol, most advertising, fines and penalties, lobbying, bad debts and interest. Record these in separate accounts so they never flow into an indirect rate or an invoice, and make the separation at the moment of entry rather than at year-end.',
          'Expense reports are where unallowables slip in: give employees categories that match your accounts, and have approvers review them. Charging expressly unallowable costs to the government can bring penalties, so review your indirect pools before every incurred-cost submission.',
        ],
        keyPoints: ['Separate general-ledger accounts for unallowable costs.', 'Classify at entry, especially on expense reports.', 'Review indirect pools before every rate or incurred-cost submission.'],
      },
    ],
  },
  {
    id: 'small-business-tax-planning',
    title: 'Small Business Tax Planning and Preparation',
    description: 'Entity choice, estimated taxes, deductions that matter and a year-round calendar so filing season holds no surprises.',
    duration: '50 min',
    difficulty: 'intermediate',
    category: 'Tax Preparation',
    isPremium: true,
    requiredTier: 'starter',
    lessons: [
      {
        id: 'entity-choice',
        title: 'Entity choice and how it changes your taxes',
        minutes: 17,
        body: [
          'Sole proprietors and single-member LLCs report business income on Schedule C and pay self-employment tax on all net earnings. Partnerships file Form 1065 and pass income through on Schedule K-1. An S corporation also passes income through, but owners who work in the business take a reasonable salary subject to payroll taxes, and the remaining profit is not subject to self-employment tax.',
          'The S election can save real money once profits comfortably exceed a reasonable salary, but it adds payroll, a separate return (Form 1120-S) and stricter ownership rules. Model the numbers with your advisor before electing, and revisit the choice as the business grows.',
        ],
        keyPoints: ['Schedule C income carries self-employment tax on all net earnings.', 'S corporations require a reasonable salary for working owners.', 'Model the election before making it and revisit it as you grow.'],
      },
      {
        id: 'estimated-taxes',
        title: 'Estimated taxes and the year-round calendar',
        minutes: 16,
        body: [
          'Owners of pass-through businesses generally pay income tax through quarterly estimated payments, due in mid-April, mid-June, mid-September and mid-January. Paying at least 100 percent of last year’s tax (110 percent at higher incomes) in even installments generally avoids the underpayment penalty even when this year is more profitable.',
          'Put the other deadlines on the same calendar: W-2s and 1099-NEC forms to recipients and the government by January 31, partnership and S corporation returns by March 15, individual and C corporation returns by April 15 for calendar-year filers, and quarterly payroll returns at the end of the month after each quarter.',
        ],
        keyPoints: ['Four estimated payments: April, June, September, January.', 'The prior-year safe harbor avoids underpayment penalties.', 'Keep one calendar with every federal and state deadline.'],
      },
      {
        id: 'deductions',
        title: 'Deductions and credits that matter',
        minutes: 17,
        body: [
          'Equipment and software purchases can often be expensed in the year placed in service under Section 179 or bonus depreciation rather than depreciated over several years. Eligible owners of pass-through businesses may also qualify for the qualified business income deduction, which has limits for specified service businesses such as accounting and consulting at higher incomes.',
          'Keep records that prove each deduction: receipts, mileage logs for vehicles, and a home-office calculation if you use part of your home regularly and exclusively for business. Ask about credits as well — the research credit and the Work Opportunity Tax Credit are available to more small firms than most owners expect.',
        ],
        keyPoints: ['Section 179 and bonus depreciation accelerate equipment deductions.', 'The QBI deduction has limits for service businesses.', 'Records (receipts, mileage logs) are what make a deduction stand.'],
      },
    ],
  },
  {
    id: 'payroll-compliance',
    title: 'Payroll Setup and Compliance',
    description: 'Classify workers correctly, run payroll on time and file the federal forms that come with it.',
    duration: '45 min',
    difficulty: 'intermediate',
    category: 'Payroll',
    isPremium: true,
    requiredTier: 'starter',
    lessons: [
      {
        id: 'worker-classification',
        title: 'Employees, contractors and exempt status',
        minutes: 15,
        body: [
          'Whether someone is an employee or an independent contractor depends on the relationship, not on what the contract calls it: behavioral control, financial control and how the relationship works in practice. Misclassification brings back taxes, penalties and wage claims, so document your reasoning for each contractor.',
          'Among employees, the Fair Labor Standards Act requires overtime at time and a half for hours over 40 in a workweek unless the employee is exempt, which requires both a salary above the federal threshold and duties that meet an exemption test. State rules may be stricter, and on federal service contracts the Service Contract Act can set minimum wages and fringe benefits by job category.',
        ],
        keyPoints: ['Classification follows the real relationship, not the label.', 'Exempt status needs both a salary level and a duties test.', 'Federal service contracts may add wage determinations.'],
      },
      {
        id: 'running-payroll',
        title: 'Running payroll and depositing taxes',
        minutes: 15,
        body: [
          'Collect Form W-4 and Form I-9 from every new hire, and report new hires to your state. Each pay period, withhold federal income tax, Social Security and Medicare, plus state and local taxes where they apply, and pay the employer share of Social Security and Medicare.',
          'Withheld taxes are held in trust for the government and must be deposited on your monthly or semiweekly schedule through EFTPS or your payroll provider. Late deposits carry penalties that grow quickly, and owners can be held personally liable for unpaid trust fund taxes.',
        ],
        keyPoints: ['W-4, I-9 and state new-hire reporting for every hire.', 'Deposit withheld taxes on your assigned schedule.', 'Trust fund taxes can become the owner’s personal liability.'],
      },
      {
        id: 'payroll-filings',
        title: 'Quarterly and annual filings',
        minutes: 15,
        body: [
          'File Form 941 each quarter to report wages and withholding, and Form 940 each year for federal unemployment tax, along with the state unemployment returns. At year-end, give every employee a W-2 and file them with the Social Security Administration by January 31.',
          'Reconcile before you file: the four quarterly 941s should add up to the W-3 totals, and payroll expense in your books should match the payroll registers. Differences found in January are much cheaper to fix than notices received in the summer.',
        ],
        keyPoints: ['Form 941 quarterly, Form 940 annually, plus state returns.', 'W-2s to employees and the SSA by January 31.', 'Reconcile 941s, W-3 and the books before filing.'],
      },
    ],
  },
  {
    id: 'financial-statements-cash-flow',
    title: 'Reading Financial Statements and Managing Cash Flow',
    description: 'Turn the profit and loss, balance sheet and cash flow statement into decisions, with a 13-week cash forecast.',
    duration: '50 min',
    difficulty: 'intermediate',
    category: 'Financial Management',
    isPremium: true,
    requiredTier: 'starter',
    lessons: [
      {
        id: 'three-statements',
        title: 'The three statements and how they connect',
        minutes: 17,
        body: [
          'The profit and loss statement shows revenue and expenses over a period; the balance sheet shows what the business owns and owes at a point in time; the statement of cash flows explains why cash changed. Net income links the first two through retained earnings, and the cash flow statement reconciles net income to the change in cash.',
          'A profitable business can still run out of money when receivables grow faster than collections or when loan principal and equipment purchases — which do not appear as expenses — consume cash. Reading all three together is how you see that coming.',
        ],
        keyPoints: ['P&L over a period, balance sheet at a point, cash flow in between.', 'Profit is not cash: receivables and principal payments absorb it.', 'Review all three statements every month.'],
      },
      {
        id: 'ratios',
        title: 'Ratios that tell you something',
        minutes: 16,
        body: [
          'Gross margin shows whether your pricing covers direct costs; track it by service line. Days sales outstanding (receivables divided by revenue, times days in the period) shows how long customers take to pay, and a rising number is an early warning. The current ratio compares current assets with current liabilities and is a common loan covenant.',
          'Pick a handful of measures, compute them the same way every month and chart the trend. A single month’s figure tells you little; a six-month trend tells you where to act.',
        ],
        keyPoints: ['Gross margin by service line tests pricing.', 'Days sales outstanding warns of collection problems.', 'Watch trends, not single months.'],
      },
      {
        id: 'cash-forecast',
        title: 'A 13-week cash flow forecast',
        minutes: 17,
        body: [
          'List your opening cash, then week by week the receipts you expect (by customer, using their real payment habits) and the disbursements you must make: payroll, rent, loan payments, taxes and vendors. The ending balance of each week is the next week’s opening balance.',
          'Update the forecast every week with actual results and roll it forward one week. When a shortfall appears weeks ahead you have options — accelerate billing, draw on a line of credit, or time a purchase — that disappear when you find out the day payroll is due.',
        ],
        keyPoints: ['Forecast receipts by real customer behavior, not terms.', 'Include payroll, taxes and loan payments explicitly.', 'Update and roll the forecast forward weekly.'],
      },
    ],
  },
  {
    id: 'indirect-rates-pricing',
    title: 'Indirect Rates and Pricing Federal Proposals',
    description: 'Build fringe, overhead and G&A pools, compute rates and price a proposal that is both competitive and allowable.',
    duration: '55 min',
    difficulty: 'advanced',
    category: 'Financial Management',
    isPremium: true,
    requiredTier: 'starter',
    lessons: [
      {
        id: 'cost-pools',
        title: 'Designing cost pools and allocation bases',
        minutes: 18,
        body: [
          'A typical small contractor uses three indirect pools: fringe (payroll taxes, health insurance, paid leave) allocated over direct and indirect labor; overhead (costs that support the work such as facilities and project management) allocated over direct labor; and general and administrative costs allocated over total cost input.',
          'The structure should reflect how your business really works and stay consistent from year to year. Each pool needs a base with a causal or beneficial relationship to the costs in it, and your chart of accounts should map every expense account to exactly one pool or to unallowable.',
        ],
        keyPoints: ['Fringe, overhead and G&A are the common small-business pools.', 'Each pool needs a base that reflects who benefits.', 'Every account maps to one pool or to unallowable.'],
      },
      {
        id: 'computing-rates',
        title: 'Computing provisional and actual rates',
        minutes: 18,
        body: [
          'A rate is the pool’s allowable costs divided by its allocation base. Use budgeted figures to set provisional billing rates at the start of the year, then compare them with actual results every month. If actual rates drift far from billed rates, adjust billing before the difference becomes a large refund or an unrecovered cost.',
          'After year-end, cost-type contractors submit an incurred-cost proposal showing actual rates, and final rates may be settled through audit. Keep the workpapers that tie each pool and base to the general ledger.',
        ],
        keyPoints: ['Rate = allowable pool costs ÷ allocation base.', 'Compare provisional with actual monthly and adjust billing.', 'Keep workpapers that tie rates to the general ledger.'],
      },
      {
        id: 'pricing-proposals',
        title: 'Pricing a proposal',
        minutes: 19,
        body: [
          'Build the price from direct labor hours by category and rate, apply fringe and overhead, add other direct costs and subcontracts, apply G&A, and then add fee or profit. On time-and-materials and labor-hour contracts this becomes a fully burdened hourly rate per labor category.',
          'Check the result against the market: compare with published GSA schedule rates for similar categories and with what you know of incumbent pricing. If the number is not competitive, change the staffing approach or the cost structure — not the arithmetic.',
        ],
        keyPoints: ['Labor × rates + fringe + overhead + ODCs + G&A + fee.', 'T&M prices become fully burdened rates per labor category.', 'Benchmark against GSA rates; fix the approach, not the math.'],
      },
    ],
  },
];
