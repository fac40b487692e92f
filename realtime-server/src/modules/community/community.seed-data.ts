import type { TPostCategory } from '@app/shared-types/community';

/** Demo members who write in the community besides the demo accounts (their passwords are random). */
export const DEMO_AUTHORS = [
  { username: 'jwhitfield', firstName: 'Janet', lastName: 'Whitfield', company: 'Whitfield Federal Services' },
  { username: 'rnakamura', firstName: 'Ryo', lastName: 'Nakamura', company: 'Pacific Systems Integration' },
  { username: 'tbrooks', firstName: 'Tamara', lastName: 'Brooks', company: 'Brooks Logistics Group' },
  { username: 'acastillo', firstName: 'Andres', lastName: 'Castillo', company: 'Castillo Engineering' },
  { username: 'kowens', firstName: 'Kendra', lastName: 'Owens', company: 'Owens Staffing Solutions' },
  { username: 'mfeldman', firstName: 'Mark', lastName: 'Feldman', company: 'Feldman IT Consulting' },
];

type SeedPost = { author: string; category: TPostCategory; title: string; content: string; premium?: boolean; /** Above Starter, for posts that need a higher plan. */ tier?: 'professional' | 'premium'; membersOnly?: boolean; daysAgo: number };

export const SEED_POSTS: SeedPost[] = [
  { author: 'jwhitfield', category: 'sam-registration', daysAgo: 0.2, title: 'Renewal reminder: start 60 days before your SAM expiration', content: 'Our registration lapsed for eleven days last year because the entity validation step took longer than expected. Start renewal at least 60 days out and keep a copy of your IRS letter with the exact legal name and address on file.' },
  { author: 'rnakamura', category: 'compliance', daysAgo: 0.5, title: 'What the contracting officer asked for in our VPAT review', content: 'The CO wanted the VPAT 2.5 Rev 508 edition, with remarks for every "Partially Supports" row and a date of the last audit. Generic "supports" answers without evidence were sent back.' },
  { author: 'premium', category: 'contracts', daysAgo: 0.8, premium: true, title: 'Negotiating indirect rates on a first cost-plus award', content: 'We set provisional billing rates from our last twelve months of actuals and agreed a true-up at year end. Keep your pools simple: fringe, overhead and G&A. DCAA cared far more about consistency than about the exact percentages.' },
  { author: 'tbrooks', category: 'training', daysAgo: 1.1, title: 'Free PTAC/APEX Accelerator sessions worth attending', content: 'Our local APEX Accelerator runs monthly sessions on proposal writing and GSA schedules. The pricing workshop alone saved us weeks on our first MAS submission.' },
  { author: 'acastillo', category: 'general', daysAgo: 1.4, title: 'How do you keep timesheets audit-ready with field crews?', content: 'We moved to a mobile timekeeping app with daily sign-off and supervisor approval. Looking for tips on handling corrections without breaking the audit trail DCAA expects.' },
  { author: 'kowens', category: 'compliance', daysAgo: 1.9, title: 'Section 508 testing: automated scans are only the start', content: 'Automated tools caught about a third of our issues. Keyboard-only walkthroughs and a screen reader pass found the rest, especially focus order in dialogs and unlabeled form fields.' },
  { author: 'mfeldman', category: 'contracts', daysAgo: 2.3, title: 'Teaming agreement clauses we now always include', content: 'Workshare percentages, a clear exclusivity period, what happens if the prime loses the recompete, and who owns the past performance. Having these in writing avoided a painful dispute.' },
  { author: 'member', category: 'sam-registration', daysAgo: 2.8, title: 'UEI validation stuck for two weeks: what finally worked', content: 'The validation kept failing because our address used "Suite" while the state records said "Ste". Matching the state filing character for character fixed it the same day.' },
  { author: 'instructor', category: 'training', daysAgo: 3.2, title: 'Next live session: building a compliant timekeeping policy', content: 'This Thursday we will walk through a timekeeping policy that satisfies DCAA expectations, including daily recording, corrections and supervisory review. Bring your questions about remote staff.' },
  { author: 'jwhitfield', category: 'compliance', daysAgo: 3.9, premium: true, tier: 'professional', title: 'Our CMMC Level 2 self-assessment checklist', content: 'We mapped every NIST SP 800-171 control to an owner and evidence folder. The items that took longest were incident response testing and media sanitization records. Happy to share our evidence naming scheme.' },
  { author: 'rnakamura', category: 'general', daysAgo: 4.4, title: 'Bookkeeping month-end close in five working days', content: 'We close in five days now: bank and card reconciliations on day one, accruals on day two, job costing review on day three, then management reports. Consistency made our first audit much smoother.' },
  { author: 'tbrooks', category: 'contracts', daysAgo: 5.1, title: 'Lessons from our first GSA MAS modification', content: 'Adding new labor categories took three rounds of clarifications. Commercial sales practices documentation needs to be airtight; price it like you will be asked to justify every rate.' },
  { author: 'acastillo', category: 'sam-registration', daysAgo: 5.7, title: 'NAICS codes: list more than your primary', content: 'We only listed our primary NAICS code and missed several set-aside opportunities. Add every code you can perform under and keep your size status current for each.' },
  { author: 'premium', category: 'training', daysAgo: 6.2, title: 'Recording of the indirect rates workshop is up', content: 'The premium library now has the full workshop on building fringe, overhead and G&A pools, with the spreadsheet template used in the session.' , premium: true },
  { author: 'kowens', category: 'general', daysAgo: 6.9, membersOnly: true, title: 'Members only: share your payroll provider experiences', content: 'We are evaluating payroll providers that handle Service Contract Act wage determinations and certified payroll. Which ones have worked for you, and what did onboarding look like?' },
  { author: 'mfeldman', category: 'compliance', daysAgo: 7.5, title: 'FAR 52.204-21 basics for small subcontractors', content: 'Even without CUI you still need the fifteen basic safeguarding requirements for federal contract information. Most are simple: access control, visitor logs, malware protection and timely patching.' },
  { author: 'operator', category: 'general', daysAgo: 8.1, title: 'Welcome to the community: a few house rules', content: 'Share what you have learned, be specific, and never post controlled or proprietary information. Premium-only posts stay visible to premium members only. Report anything that looks off to the team.' },
  { author: 'jwhitfield', category: 'training', daysAgo: 9.0, title: 'Reading a solicitation in 30 minutes', content: 'Start with Sections L and M, then the statement of work, then the clauses. Build a compliance matrix before writing a single page of the proposal.' },
  { author: 'rnakamura', category: 'sam-registration', daysAgo: 10.2, title: 'Points of contact: keep two people current', content: 'When our only POC left the company we could not update the registration for weeks. Keep at least two current people on the entity administrator role.' },
  { author: 'tbrooks', category: 'compliance', daysAgo: 11.4, premium: true, title: 'Preparing for a DCAA incurred cost submission', content: 'Reconcile your general ledger to the ICE schedules before you start; most of our review questions came from small mismatches between Schedule H and the books.' },
  { author: 'acastillo', category: 'contracts', daysAgo: 12.6, title: 'Change orders: document before you perform', content: 'A contracting officer’s representative asked for extra work by email. We performed before a modification was issued and waited months to get paid. Get the mod first, always.' },
  { author: 'member', category: 'training', daysAgo: 13.3, title: 'Which training should a new contracts manager take first?', content: 'I just moved from commercial sales into government contracts. Where should I start: FAR overview courses, cost accounting, or proposal writing?' },
  { author: 'kowens', category: 'sam-registration', daysAgo: 14.8, title: 'Reps and certs changed after our acquisition', content: 'After being acquired our size status changed and we had to update representations within 30 days. Worth checking if your ownership structure changes at all.' },
  { author: 'mfeldman', category: 'general', daysAgo: 16.0, title: 'Cash flow while waiting on invoice payments', content: 'Prompt payment rules help, but the first invoices still took 45 days. A line of credit sized for two billing cycles kept payroll steady.' },
  { author: 'instructor', category: 'compliance', daysAgo: 17.5, title: 'WCAG 2.2: what changes for your VPAT', content: 'WCAG 2.2 adds criteria like focus not obscured and target size. Section 508 still references 2.0, but agencies increasingly ask for 2.1 or 2.2 conformance in solicitations.' },
  { author: 'jwhitfield', category: 'contracts', daysAgo: 19.2, title: 'Past performance for a company with no federal history', content: 'We used commercial references with similar scope and size, plus our key personnel’s prior federal work. Be specific about outcomes and dollar values.' },
  { author: 'rnakamura', category: 'training', daysAgo: 21.0, title: 'Estimating labor rates for a first proposal', content: 'Start from salary surveys for your region, add fringe, overhead and G&A, then sanity-check against GSA CALC. Our first bid was too low and left money on the table.' },
  { author: 'tbrooks', category: 'general', daysAgo: 23.3, title: 'Outsourcing bookkeeping vs. hiring in-house', content: 'Outsourcing gave us a DCAA-aware chart of accounts on day one. We will bring it in-house once we pass about 40 employees.' },
  { author: 'acastillo', category: 'compliance', daysAgo: 25.7, title: 'Affirmative action plans at 50 employees', content: 'Crossing 50 employees with a contract over $50,000 triggered our AAP requirement. Start collecting voluntary self-identification data early.' },
  { author: 'kowens', category: 'contracts', daysAgo: 28.4, title: 'Option years are not guaranteed', content: 'Our option year was not exercised because of a funding shift. Plan staffing with the base period in mind and keep the pipeline full.' },
  { author: 'mfeldman', category: 'sam-registration', daysAgo: 33.0, title: 'Entity registration vs. unique entity ID only', content: 'If you only need to get paid as a subrecipient, a UEI without full registration may be enough. Bidding on prime contracts requires full registration.' },
  { author: 'jwhitfield', category: 'general', daysAgo: 40.0, title: 'Year-end tax planning for S corporations with federal work', content: 'Reasonable compensation questions come up every year. Document how you set owner salaries against comparable roles before the year closes.' },
];

export const SEED_COMMENTS = [
  'Thank you, this is exactly what we ran into last quarter.',
  'Great point. We added this to our onboarding checklist.',
  'Do you have a template you could share for this?',
  'We had the same experience with our contracting officer.',
  'This saved me hours of research, thanks for posting.',
  'Agreed. Documenting it up front made our audit much easier.',
  'How long did the whole process take for you?',
  'Our APEX counselor gave us the same advice.',
];
