import type { TTrainingVideoCategory, TTrainingVideoTier } from '@app/shared-types/training-videos';

/**
 * The demo training library. Each video is a narrated slide deck built by
 * scripts/media/build-training-videos.ts into realtime-server/media/training/<slug>.webm, with
 * WebVTT captions for every narrated video and a transcript for most. The silent video has no
 * audio, so it has no captions; its transcript is the text alternative.
 */
export type CatalogSlide = { heading: string; points: string[]; narration: string };
export type CatalogVideo = {
  slug: string;
  title: string;
  description: string;
  category: TTrainingVideoCategory;
  isPublic: boolean;
  requiredTier: TTrainingVideoTier;
  narrated: boolean;
  transcript: boolean;
  slides: CatalogSlide[];
};

export const MEDIA_PATH = '/media/training';

export const TRAINING_CATALOG: CatalogVideo[] = [
  {
    slug: 'intro-federal-contracting',
    title: 'Introduction to Federal Contracting',
    description: 'How the federal marketplace works, who buys, and the first steps a small business takes to compete.',
    category: 'Government Contracting',
    isPublic: true,
    requiredTier: 'free',
    narrated: true,
    transcript: true,
    slides: [
      { heading: 'Introduction to Federal Contracting', points: ['Who buys', 'How awards are made', 'Your first steps'], narration: 'Welcome to this introduction to federal contracting. In a few minutes you will learn who buys, how awards are made, and the first steps for a small business.' },
      { heading: 'Who buys', points: ['Over 100 federal agencies', 'Small business set-asides', 'Prime and subcontract work'], narration: 'More than one hundred federal agencies buy goods and services. Many contracts are set aside for small businesses, and subcontracting to a prime is a common way to start.' },
      { heading: 'Your first steps', points: ['Get a Unique Entity ID', 'Register in SAM.gov', 'Pick your NAICS codes'], narration: 'Start by getting a Unique Entity ID, then complete your registration in SAM dot gov, and choose every NAICS code that describes the work you can perform.' },
    ],
  },
  {
    slug: 'sam-registration-step-by-step',
    title: 'SAM.gov Registration Step by Step',
    description: 'A walkthrough of entity registration in SAM.gov: what to prepare, each section of the form, and how long validation takes.',
    category: 'SAM Registration',
    isPublic: true,
    requiredTier: 'free',
    narrated: true,
    transcript: true,
    slides: [
      { heading: 'Before you start', points: ['Legal business name and address', 'Taxpayer ID (EIN)', 'Bank account for payments'], narration: 'Before you start, gather your legal business name and physical address exactly as your state records show them, your taxpayer identification number, and your banking details.' },
      { heading: 'Complete the registration', points: ['Core data', 'Assertions', 'Representations and certifications', 'Points of contact'], narration: 'The registration has four parts: core data, assertions, representations and certifications, and points of contact. Keep at least two people as points of contact.' },
      { heading: 'Validation and activation', points: ['Entity validation', 'IRS TIN match', 'Allow 3 to 5 business days'], narration: 'After you submit, your entity is validated and your taxpayer ID is matched with the IRS. Allow three to five business days before the registration becomes active.' },
    ],
  },
  {
    slug: 'renewing-sam-registration',
    title: 'Renewing Your SAM Registration',
    description: 'Registrations expire every year. Plan the renewal so payments and eligibility are never interrupted.',
    category: 'SAM Registration',
    isPublic: true,
    requiredTier: 'free',
    narrated: true,
    transcript: false,
    slides: [
      { heading: 'Renew every year', points: ['Registrations expire after 365 days', 'Start 60 days early'], narration: 'Your SAM registration expires every year. Start the renewal at least sixty days before the expiration date.' },
      { heading: 'Review everything', points: ['Size status for each NAICS code', 'Points of contact', 'Banking information'], narration: 'Review your size status for each NAICS code, your points of contact and your banking information, then resubmit. A lapse can delay payments on active contracts.' },
    ],
  },
  {
    slug: 'section-508-wcag-basics',
    title: 'Section 508 and WCAG 2.1 AA Basics',
    description: 'What Section 508 requires of the technology you deliver to agencies, and how WCAG 2.1 AA is tested.',
    category: 'Compliance',
    isPublic: true,
    requiredTier: 'free',
    narrated: true,
    transcript: true,
    slides: [
      { heading: 'What Section 508 requires', points: ['Accessible information and communication technology', 'Incorporates WCAG success criteria'], narration: 'Section 508 requires the information and communication technology you deliver to federal agencies to be accessible. It incorporates the WCAG success criteria.' },
      { heading: 'Testing for WCAG 2.1 AA', points: ['Automated scans', 'Keyboard-only walkthrough', 'Screen reader check'], narration: 'Test with automated scans first, then walk through every page with the keyboard only, and finish with a screen reader. Automated tools find only part of the problems.' },
    ],
  },
  {
    slug: 'month-end-close-checklist',
    title: 'Month-End Close Checklist',
    description: 'A silent, on-screen checklist for closing the books in five working days. The transcript lists every step.',
    category: 'Financial',
    isPublic: true,
    requiredTier: 'free',
    narrated: false,
    transcript: true,
    slides: [
      { heading: 'Day 1: Reconcile', points: ['Bank accounts', 'Credit cards', 'Payroll clearing'], narration: 'Day one: reconcile every bank account, credit card and the payroll clearing account.' },
      { heading: 'Day 2 and 3: Accrue and review', points: ['Accrue unbilled revenue and expenses', 'Review job costing'], narration: 'Days two and three: record accruals for unbilled revenue and expenses, then review job costing by contract.' },
      { heading: 'Day 4 and 5: Report', points: ['Management reports', 'Indirect rate check', 'Close the period'], narration: 'Days four and five: prepare management reports, check actual indirect rates against provisional rates, and close the period.' },
    ],
  },
  {
    slug: 'vpat-documentation-walkthrough',
    title: 'VPAT Documentation Walkthrough',
    description: 'How to fill in a VPAT 2.5 accessibility conformance report that a contracting officer will accept.',
    category: 'Compliance',
    isPublic: false,
    requiredTier: 'free',
    narrated: true,
    transcript: true,
    slides: [
      { heading: 'Choose the right edition', points: ['VPAT 2.5 Rev 508 for federal buyers', 'Date and version of the product'], narration: 'For federal buyers use the Section 508 edition of the VPAT, and state the product version and the date of your evaluation.' },
      { heading: 'Explain every remark', points: ['Supports, Partially Supports, Does Not Support', 'Evidence for each row'], narration: 'For every criterion choose supports, partially supports or does not support, and explain your remark with evidence. Unexplained answers are sent back.' },
    ],
  },
  {
    slug: 'indirect-rates-cost-plus',
    title: 'Pricing Indirect Rates for Cost-Plus Contracts',
    description: 'Build fringe, overhead and G&A pools and set provisional billing rates your auditors will accept.',
    category: 'Financial',
    isPublic: false,
    requiredTier: 'premium',
    narrated: true,
    transcript: true,
    slides: [
      { heading: 'Three pools', points: ['Fringe', 'Overhead', 'General and administrative'], narration: 'Most small contractors need three indirect pools: fringe, overhead, and general and administrative.' },
      { heading: 'Provisional billing rates', points: ['Start from 12 months of actuals', 'True up at year end'], narration: 'Set provisional billing rates from your last twelve months of actual costs, and true them up at the end of the fiscal year.' },
    ],
  },
];

export const mediaUrls = (video: CatalogVideo) => ({
  videoUrl: `${MEDIA_PATH}/${video.slug}.webm`,
  captionsUrl: video.narrated ? `${MEDIA_PATH}/${video.slug}.vtt` : null,
  transcriptUrl: video.transcript ? `${MEDIA_PATH}/${video.slug}.txt` : null,
});
