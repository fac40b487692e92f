import type { TComplianceCategory, TGovernmentRequirement, TRegistrationStep, TSamStep } from './types';

/**
 * The four SAM registration steps (spec 000 sections 4 and 9). The statuses are the spec's
 * fixed sample: step 1 completed, step 2 in progress, steps 3 and 4 pending.
 */
export const SAM_STEPS: readonly TSamStep[] = [
  {
    id: 'assessment',
    title: 'Business Assessment',
    description: 'We confirm your eligibility and gather the information SAM.gov will ask for.',
    detailedDescription:
      'Your advisor reviews your legal structure, tax identity and the products or services you plan to sell, then assembles everything SAM.gov requires so the registration goes through without rejections or delays.',
    timeframe: '1-2 business days',
    requirements: [
      'Legal business name and physical address exactly as on IRS records',
      'Employer Identification Number (EIN) or Taxpayer Identification Number',
      'Bank routing and account numbers for electronic funds transfer (EFT)',
      'NAICS codes that describe your products and services',
    ],
  },
  {
    id: 'submission',
    title: 'SAM.gov Registration Submission',
    description: 'We prepare and submit your entity registration on SAM.gov with you.',
    detailedDescription:
      'Using your Login.gov account, we obtain or validate your Unique Entity ID, enter your core data, complete the assertions and the representations and certifications, and submit the registration for review.',
    timeframe: '3-5 business days',
    requirements: [
      'Login.gov account for the entity administrator',
      'Unique Entity ID (UEI) request or validation',
      'Core data, assertions and points of contact',
      'Representations and certifications (FAR 52.204-8)',
    ],
  },
  {
    id: 'verification',
    title: 'Compliance Verification',
    description: 'We track the IRS and CAGE validations and resolve anything flagged.',
    detailedDescription:
      'After submission, SAM.gov validates your tax information with the IRS and the Defense Logistics Agency assigns your CAGE code. We monitor each check, answer any requests and confirm your registration is active and searchable.',
    timeframe: '2-3 business days',
    requirements: [
      'IRS TIN match confirmation',
      'CAGE code assignment by the Defense Logistics Agency',
      'Notarized entity administrator letter, if SAM.gov requests one',
      'Final review of the active registration record',
    ],
  },
  {
    id: 'maintenance',
    title: 'Ongoing Maintenance',
    description: 'We keep your registration active and accurate year after year.',
    detailedDescription:
      'A SAM.gov registration must be renewed every 365 days and updated whenever your business details change. We remind you well ahead of expiry, update your representations and certifications, and renew on time so you never miss an award.',
    timeframe: 'Annual',
    requirements: [
      'Renewal before the 365-day expiration date',
      'Updates when your address, ownership or banking changes',
      'Annual review of representations and certifications',
      'Expiration monitoring and reminders',
    ],
  },
];

/** The same four steps as the numbered list of the government-contracting and home pages. */
export const REGISTRATION_STEPS: readonly TRegistrationStep[] = SAM_STEPS.map((s, index) => ({
  step: index + 1,
  title: s.title,
  description: s.description,
  timeframe: s.timeframe,
}));

/** Key compliance requirements on /government-contracting. */
export const GOVERNMENT_REQUIREMENTS: readonly TGovernmentRequirement[] = [
  {
    title: 'Active SAM.gov Registration',
    description:
      'Offerors must be registered in SAM.gov when they submit an offer, and the registration must remain active through award (FAR 52.204-7).',
    urgency: 'Critical',
    deadline: 'Before you submit a proposal',
  },
  {
    title: 'Annual SAM.gov Renewal',
    description:
      'Registrations expire after 365 days. An expired registration stops new awards and can delay payment on existing contracts.',
    urgency: 'Critical',
    deadline: 'Every 365 days',
  },
  {
    title: 'Section 508 Accessibility Conformance',
    description:
      'Information and communication technology delivered to federal agencies must conform to the Revised Section 508 Standards; agencies ask for an Accessibility Conformance Report based on the VPAT.',
    urgency: 'High',
    deadline: 'With each ICT proposal',
  },
  {
    title: 'Cybersecurity (NIST SP 800-171 and CMMC)',
    description:
      'Contractors that handle Controlled Unclassified Information must implement NIST SP 800-171 and, for DoD contracts, meet the CMMC level the solicitation requires.',
    urgency: 'High',
    deadline: 'Before award on covered contracts',
  },
  {
    title: 'DCAA-Compliant Accounting System',
    description:
      'Cost-reimbursement and time-and-materials contracts require an accounting system that segregates direct and indirect costs and tracks labour by contract.',
    urgency: 'High',
    deadline: 'Before a cost-type award',
  },
  {
    title: 'FAR and DFARS Documentation',
    description:
      'Written policies, timekeeping procedures, subcontract files and flow-down clauses that show how you comply with your contract terms.',
    urgency: 'Medium',
    deadline: 'Ongoing, reviewed annually',
  },
  {
    title: 'Small Business Certifications',
    description: "8(a), WOSB, HUBZone and SDVOSB certifications through the SBA's certification portal open set-aside opportunities.",
    urgency: 'Low',
    deadline: 'Before bidding on set-asides',
  },
];

/** The 'Compliance Guide' checklist on /services. Every item starts not completed. */
export const COMPLIANCE_CATEGORIES: readonly TComplianceCategory[] = [
  {
    id: 'registration',
    title: 'SAM Registration',
    description: 'Everything you need before a federal agency can award you a contract and pay you.',
    items: [
      {
        id: 'uei-verification',
        title: 'DUNS / UEI Verification',
        description:
          'Confirm your Unique Entity ID (which replaced the DUNS number in 2022) and that your legal name and address match IRS records exactly.',
        urgency: 'Critical',
        timeframe: '1-2 days',
        completed: false,
      },
      {
        id: 'banking-setup',
        title: 'Banking Setup',
        description: 'Provide the routing and account numbers where federal payments will be deposited by electronic funds transfer.',
        urgency: 'Critical',
        timeframe: '1 day',
        completed: false,
      },
      {
        id: 'sam-registration',
        title: 'SAM Registration',
        description:
          'Complete and submit your entity registration on SAM.gov, including core data, assertions, and representations and certifications.',
        urgency: 'Critical',
        timeframe: '3-5 days',
        completed: false,
        requiresAssistance: true,
      },
      {
        id: 'naics-codes',
        title: 'NAICS Codes and Size Standards',
        description: 'Choose the NAICS codes that describe your work and confirm your small-business size status for each one.',
        urgency: 'High',
        timeframe: '1 day',
        completed: false,
      },
      {
        id: 'cage-code',
        title: 'CAGE Code Assignment',
        description: 'The Defense Logistics Agency assigns your CAGE code once your registration passes validation.',
        urgency: 'High',
        timeframe: '3-10 business days',
        completed: false,
      },
    ],
  },
  {
    id: 'certifications',
    title: 'Certifications',
    description: 'Certifications and representations that open doors to set-aside and schedule contracts.',
    items: [
      {
        id: 'small-business-certifications',
        title: 'Small Business Certifications',
        description: "Apply for 8(a), WOSB/EDWOSB, HUBZone or SDVOSB certification through the SBA's certification portal, where eligible.",
        urgency: 'Medium',
        timeframe: '4-8 weeks',
        completed: false,
        requiresAssistance: true,
      },
      {
        id: 'reps-and-certs',
        title: 'Representations and Certifications Review',
        description: 'Review the annual FAR 52.204-8 representations for accuracy before you certify them in SAM.gov.',
        urgency: 'High',
        timeframe: '1-2 days',
        completed: false,
      },
      {
        id: 'gsa-schedule',
        title: 'GSA Multiple Award Schedule',
        description: 'Prepare a GSA Schedule offer with commercial sales practices, pricing and past performance.',
        urgency: 'Low',
        timeframe: '3-6 months',
        completed: false,
        requiresAssistance: true,
      },
    ],
  },
  {
    id: 'accessibility',
    title: 'Accessibility',
    description: 'Section 508 and WCAG 2.1 AA documentation agencies expect from technology vendors.',
    items: [
      {
        id: 'wcag-audit',
        title: 'WCAG 2.1 AA Audit',
        description: 'Test your website and products against WCAG 2.1 Level AA with automated and manual checks, including screen readers.',
        urgency: 'High',
        timeframe: '1-2 weeks',
        completed: false,
        requiresAssistance: true,
      },
      {
        id: 'vpat',
        title: 'VPAT / Accessibility Conformance Report',
        description: 'Document how each product conforms to the Revised Section 508 Standards using the current VPAT template.',
        urgency: 'High',
        timeframe: '2-3 weeks',
        completed: false,
        requiresAssistance: true,
      },
      {
        id: 'remediation-plan',
        title: 'Remediation Plan',
        description: 'Prioritise the issues found, assign owners and set dates to fix them.',
        urgency: 'Medium',
        timeframe: '2-4 weeks',
        completed: false,
      },
      {
        id: 'accessibility-statement',
        title: 'Accessibility Statement',
        description: 'Publish a statement naming the standard you follow and how people can report a barrier.',
        urgency: 'Low',
        timeframe: '1 day',
        completed: false,
      },
    ],
  },
  {
    id: 'financial',
    title: 'Financial Systems',
    description: 'Accounting, timekeeping and security practices auditors will look for.',
    items: [
      {
        id: 'dcaa-accounting',
        title: 'DCAA-Compliant Accounting System',
        description: 'Set up your chart of accounts and job costing so direct, indirect and unallowable costs are segregated by contract.',
        urgency: 'High',
        timeframe: '2-4 weeks',
        completed: false,
        requiresAssistance: true,
      },
      {
        id: 'timekeeping',
        title: 'Timekeeping Policy',
        description: 'Adopt daily timekeeping with employee and supervisor sign-off and a documented correction process.',
        urgency: 'High',
        timeframe: '1 week',
        completed: false,
      },
      {
        id: 'indirect-rates',
        title: 'Indirect Rate Structure',
        description: 'Define fringe, overhead and G&A pools and bases, and calculate provisional billing rates.',
        urgency: 'Medium',
        timeframe: '2-3 weeks',
        completed: false,
        requiresAssistance: true,
      },
      {
        id: 'nist-800-171',
        title: 'NIST SP 800-171 Self-Assessment',
        description: 'Assess your systems against the 110 NIST SP 800-171 requirements and record your score where the contract requires it.',
        urgency: 'Medium',
        timeframe: '4-6 weeks',
        completed: false,
        requiresAssistance: true,
      },
    ],
  },
];

/** Badges at the top of /government-contracting. */
export const GOVERNMENT_BADGES = ['SAM.gov Certified', 'Section 508 Expert', 'WCAG 2.1 AA Specialist'] as const;

/** Badges under the home page hero. */
export const HOME_COMPLIANCE_BADGES = ['WCAG 2.1 AA Compliant', 'Section 508 Certified', 'VPAT Documentation Ready'] as const;

export type TGovernmentServiceCard = {
  id: 'sam' | 'vpat' | 'compliance';
  title: string;
  description: string;
  features: string[];
  action: string;
};

export const GOVERNMENT_SERVICE_CARDS: readonly TGovernmentServiceCard[] = [
  {
    id: 'sam',
    title: 'SAM.gov Registration',
    description: 'New registrations, renewals and updates handled end to end, so you are ready to bid and get paid.',
    features: ['Unique Entity ID and CAGE code', 'Representations and certifications', 'NAICS code selection', 'Annual renewal reminders'],
    action: 'Start SAM Registration',
  },
  {
    id: 'vpat',
    title: 'VPAT Documentation',
    description: 'Accessibility testing and Accessibility Conformance Reports that contracting officers accept.',
    features: ['WCAG 2.1 AA testing', 'Section 508 conformance review', 'VPAT 2.5 / ACR authoring', 'Remediation guidance'],
    action: 'Get VPAT Assessment',
  },
  {
    id: 'compliance',
    title: 'Compliance Support',
    description: 'FAR and DFARS documentation, DCAA-ready accounting and audit preparation.',
    features: ['FAR and DFARS policy documentation', 'DCAA accounting system readiness', 'Cybersecurity (NIST SP 800-171) planning', 'Audit preparation'],
    action: 'Discuss Requirements',
  },
];

export type TComplianceUpdate = { id: string; title: string; description: string };

/** The '2025 Compliance Updates' block. */
export const COMPLIANCE_UPDATES: readonly TComplianceUpdate[] = [
  {
    id: 'sam-pre-award',
    title: 'New SAM.gov pre-award registration rules',
    description:
      'Effective November 2024, offerors must be registered in SAM.gov at the time they submit an offer, not just by award. Check your registration is active before every proposal.',
  },
  {
    id: 'wcag-22',
    title: 'WCAG 2.2 migration',
    description:
      'WCAG 2.2 adds criteria for focus visibility, target size, dragging movements and accessible authentication. Agencies increasingly ask about it; plan your migration from WCAG 2.1 AA now.',
  },
  {
    id: 'documentation',
    title: 'Enhanced documentation requirements',
    description:
      'Contracting officers are asking for more complete evidence: current VPATs, written cybersecurity plans and accounting policies. Keep your documentation current and ready to share.',
  },
];

export type TExternalResource = { title: string; description: string; href: string; label: string };

/** Official resources, opened in a new tab. */
export const GOVERNMENT_RESOURCES: readonly TExternalResource[] = [
  {
    title: 'SAM.gov',
    description: 'The official System for Award Management registry.',
    href: 'https://sam.gov',
    label: 'Visit SAM.gov',
  },
  {
    title: 'Section508.gov',
    description: "The U.S. government's Section 508 guidance and tools.",
    href: 'https://www.section508.gov',
    label: 'Visit Section508.gov',
  },
  {
    title: 'WCAG 2.1 Quick Reference',
    description: "The W3C's quick reference to the WCAG 2.1 success criteria.",
    href: 'https://www.w3.org/WAI/WCAG21/quickref/',
    label: 'Open WCAG 2.1 Quick Reference',
  },
];
