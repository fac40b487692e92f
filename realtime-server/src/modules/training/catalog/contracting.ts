import type { CatalogModule } from './types';

/** Premium modules on winning and performing federal work: registration, proposals, compliance, security, teaming. */
export const CONTRACTING_MODULES: CatalogModule[] = [
  {
    id: 'sam-registration-certifications',
    title: 'SAM.gov Registration and Small Business Certifications',
    description: 'A step-by-step SAM.gov registration and renewal, and how the 8(a), HUBZone, WOSB and SDVOSB certifications work.',
    duration: '45 min',
    difficulty: 'intermediate',
    category: 'Government Contracting',
    isPremium: true,
    requiredTier: 'starter',
    lessons: [
      {
        id: 'registration-steps',
        title: 'Registering in SAM.gov step by step',
        minutes: 15,
        body: [
          'Create a Login.gov account, then start an entity registration in SAM.gov. Your legal business name and physical address must match IRS and state records exactly — most validation delays come from a suite number or abbreviation that differs. Have your EIN, bank routing and account numbers, and a list of NAICS and PSC codes ready.',
          'The representations and certifications section is a legal statement to the government: read each one, especially size status, ownership and any debarment questions. Submit, then expect validation to take from days to a few weeks; you will receive your CAGE code once it completes. Only entities that are fully active appear as eligible for award.',
        ],
        keyPoints: ['Match IRS and state records exactly to avoid validation delays.', 'Representations and certifications are legal statements — read them.', 'You need an active status, not just a submitted one, to win.'],
      },
      {
        id: 'certifications',
        title: 'Socioeconomic certifications',
        minutes: 15,
        body: [
          'The SBA runs programs that let agencies set aside contracts: the 8(a) Business Development program for socially and economically disadvantaged owners, HUBZone for firms in and employing people from historically underutilized business zones, the Women-Owned Small Business program, and the Service-Disabled Veteran-Owned Small Business program, certified through the SBA’s MySBA Certifications portal.',
          'Each has ownership and control rules — the qualifying owners must own at least 51 percent and control day-to-day operations — and its own documentation. Apply for the certifications you genuinely qualify for and that your target agencies use; a certification opens set-aside competitions but does not replace past performance.',
        ],
        keyPoints: ['8(a), HUBZone, WOSB and SDVOSB each open set-aside work.', 'Qualifying owners need 51% ownership and real control.', 'Certifications widen the field; past performance still wins.'],
      },
      {
        id: 'renewal-maintenance',
        title: 'Keeping registrations current',
        minutes: 15,
        body: [
          'SAM.gov registrations expire after one year. Start the renewal at least 60 days ahead, because renewals go through the same validation as new registrations. Update your record whenever your banking, address, ownership or size changes — payments go to the account on file.',
          'Keep your Dynamic Small Business Search profile current too: contracting officers and prime contractors search it for capabilities, keywords and past performance. A complete profile with a link to a current capability statement is free marketing.',
        ],
        keyPoints: ['Renew SAM.gov at least 60 days before expiry.', 'Update banking and ownership changes immediately.', 'Keep your small business search profile complete.'],
      },
    ],
  },
  {
    id: 'winning-federal-proposals',
    title: 'Winning Federal Proposals',
    description: 'Read a solicitation like an evaluator, build a compliance matrix and write proposals that score.',
    duration: '55 min',
    difficulty: 'intermediate',
    category: 'Business Development',
    isPremium: true,
    requiredTier: 'starter',
    lessons: [
      {
        id: 'reading-solicitations',
        title: 'Reading a solicitation: sections L and M',
        minutes: 18,
        body: [
          'In a uniform-contract-format solicitation, Section L tells you what to submit and how (volumes, page limits, fonts), Section M tells you how proposals will be evaluated, and Section C or the performance work statement describes the work. Read M first: it is the scoring sheet, and it says whether the award goes to the lowest-priced technically acceptable offer or to the best value through tradeoffs.',
          'Note every “shall” and every evaluation factor and subfactor, and submit questions by the deadline when something is ambiguous. Answers are published to everyone and often change the requirement.',
        ],
        keyPoints: ['Section L is how to submit; Section M is how you are scored.', 'Know whether it is LPTA or best-value tradeoff.', 'Ask questions before the deadline; answers bind everyone.'],
      },
      {
        id: 'compliance-matrix',
        title: 'The compliance matrix and outline',
        minutes: 18,
        body: [
          'Build a matrix that lists every instruction and requirement with its source paragraph, the proposal section that answers it, and who writes it. Outline the proposal in the exact order and with the headings the government asked for, so an evaluator can find each answer without searching.',
          'Proposals are eliminated for non-compliance more often than for weak content: a missed page limit, a missing form or a late submission ends the competition. Have someone who did not write the proposal check it against the matrix before submission.',
        ],
        keyPoints: ['Map every requirement to a proposal section and an owner.', 'Follow the government’s order and headings exactly.', 'A fresh reviewer checks compliance before submission.'],
      },
      {
        id: 'writing-to-score',
        title: 'Writing to score',
        minutes: 19,
        body: [
          'Evaluators look for strengths: features of your approach that benefit the government, supported by proof. State the benefit, explain how you deliver it, and prove it with past performance, metrics or named staff. Avoid generic claims such as “we are committed to quality” that any offeror could write.',
          'Use graphics to explain processes, keep sentences short, and answer the requirement in the first sentence of each section. After every award, request a debriefing — win or lose — to learn how your proposal was scored.',
        ],
        keyPoints: ['Benefit, method, proof — in that order.', 'Answer each requirement in the first sentence.', 'Always request a debriefing.'],
      },
    ],
  },
  {
    id: 'federal-business-development',
    title: 'Building a Federal Business Development Pipeline',
    description: 'Target agencies, use forecasts and spending data, and build relationships before the solicitation drops.',
    duration: '45 min',
    difficulty: 'intermediate',
    category: 'Business Development',
    isPremium: true,
    requiredTier: 'starter',
    lessons: [
      {
        id: 'targeting',
        title: 'Targeting the right agencies',
        minutes: 15,
        body: [
          'Use USASpending.gov and the Federal Procurement Data System to see which agencies buy what you sell, through which contract vehicles, and from whom. Look for agencies with repeat purchases in your NAICS codes and a healthy share of small business awards.',
          'Choose a few target agencies and learn their missions, budgets and small business offices. Depth with three agencies beats a thin presence across thirty.',
        ],
        keyPoints: ['Spending data shows who buys what, and from whom.', 'Favor agencies with repeat buys and small business awards.', 'Go deep with a few agencies.'],
      },
      {
        id: 'forecasts-and-capture',
        title: 'Forecasts and early capture',
        minutes: 15,
        body: [
          'Agencies publish procurement forecasts listing planned acquisitions months before solicitation. Track the ones that fit you, and note recompetes of existing contracts, whose end dates are visible in award data.',
          'Capture is the work you do before the solicitation: understanding the customer’s problem, the incumbent’s performance and the likely evaluation criteria, and deciding whether to bid, team or pass. Most winning proposals are decided by what the bidder knew before the RFP was released.',
        ],
        keyPoints: ['Agency forecasts and recompete dates fill your pipeline.', 'Capture happens before the RFP.', 'Decide bid, team or pass deliberately.'],
      },
      {
        id: 'relationships',
        title: 'Relationships and capability statements',
        minutes: 15,
        body: [
          'Small business specialists at each agency help firms understand upcoming needs; attend their industry days and matchmaking events. Respond to sources sought notices, which help contracting officers decide whether to set aside a requirement for small business.',
          'Your capability statement is a one-page summary: core competencies, differentiators, past performance, NAICS codes, UEI and CAGE code, and contact details. Tailor it to each agency rather than sending a generic version.',
        ],
        keyPoints: ['Work with agency small business specialists.', 'Sources sought responses can create set-asides.', 'Tailor a one-page capability statement per agency.'],
      },
    ],
  },
  {
    id: 'section-508-accessibility',
    title: 'Section 508 and WCAG Accessibility Compliance',
    description: 'What Section 508 requires of ICT sold to federal agencies, how to test against WCAG 2.1 AA and how to write an honest VPAT.',
    duration: '50 min',
    difficulty: 'intermediate',
    category: 'Compliance',
    isPremium: true,
    requiredTier: 'starter',
    lessons: [
      {
        id: 'what-508-requires',
        title: 'What Section 508 requires',
        minutes: 16,
        body: [
          'Section 508 of the Rehabilitation Act requires federal agencies to make the information and communication technology they develop, buy or use accessible to people with disabilities. The 2017 refresh of the standards incorporates WCAG 2.0 Level A and AA success criteria for web content, documents and software.',
          'For vendors this means agencies will ask how your website, software or documents conform, and accessibility can be an evaluation factor. Many agencies now expect WCAG 2.1 AA in practice, so building to 2.1 AA covers both.',
        ],
        keyPoints: ['Section 508 applies to ICT agencies develop, buy or use.', 'The standards incorporate WCAG 2.0 A and AA.', 'Build to WCAG 2.1 AA to meet current expectations.'],
      },
      {
        id: 'testing',
        title: 'Testing against WCAG 2.1 AA',
        minutes: 17,
        body: [
          'Automated scanners find roughly a third of accessibility issues — missing alternative text, low contrast, unlabeled form fields. The rest need manual checks: can every function be used with a keyboard alone, is focus visible and in a logical order, do screen readers announce headings, landmarks and errors meaningfully, and does content reflow at 320 CSS pixels wide.',
          'Test the main user journeys, not only the home page, and record each finding with the success criterion, where it occurs and how to fix it. Retest after fixes, and scan regularly so new content does not reintroduce old problems.',
        ],
        keyPoints: ['Automated scans catch only part of the problems.', 'Keyboard, focus, screen reader and reflow need manual checks.', 'Test real user journeys and retest after fixes.'],
      },
      {
        id: 'vpat',
        title: 'Writing an honest VPAT',
        minutes: 17,
        body: [
          'The Voluntary Product Accessibility Template (VPAT) produces an Accessibility Conformance Report: for each criterion you state Supports, Partially Supports, Does Not Support or Not Applicable, with remarks. Use the 508 edition, or the international edition if you also sell under EN 301 549.',
          'Be accurate. An inflated report creates contractual risk when an agency tests the product; a candid report with a remediation roadmap is more credible to evaluators. Base every claim on testing you can document, and update the report with each major release.',
        ],
        keyPoints: ['The VPAT yields an Accessibility Conformance Report.', 'Candid “partially supports” with a roadmap beats inflated claims.', 'Base claims on documented testing and update each release.'],
      },
    ],
  },
  {
    id: 'cmmc-cybersecurity',
    title: 'CMMC 2.0 and NIST SP 800-171 for Contractors',
    description: 'Protect Federal Contract Information and CUI, score yourself in SPRS and prepare for a CMMC assessment.',
    duration: '60 min',
    difficulty: 'advanced',
    category: 'Cybersecurity',
    isPremium: true,
    requiredTier: 'starter',
    lessons: [
      {
        id: 'fci-and-cui',
        title: 'FCI, CUI and which level applies',
        minutes: 20,
        body: [
          'Federal Contract Information is information provided by or generated for the government under a contract that is not intended for public release; FAR 52.204-21 requires 15 basic safeguarding requirements for it. Controlled Unclassified Information is a narrower, more sensitive category; DFARS 252.204-7012 requires protecting it with the 110 security requirements of NIST SP 800-171.',
          'The Cybersecurity Maturity Model Certification program verifies those protections for defense contractors: Level 1 covers FCI with an annual self-assessment, Level 2 covers CUI with the 800-171 requirements through self-assessment or a third-party assessment depending on the contract, and Level 3 adds requirements for the most sensitive programs.',
        ],
        keyPoints: ['FCI: 15 basic safeguards under FAR 52.204-21.', 'CUI: the 110 requirements of NIST SP 800-171.', 'CMMC Levels 1–3 verify those protections.'],
      },
      {
        id: 'sprs-score',
        title: 'Self-assessment and your SPRS score',
        minutes: 20,
        body: [
          'Defense contractors handling CUI assess themselves against NIST SP 800-171 using the DoD Assessment Methodology: start at 110 and subtract the weighted value of each requirement not yet met. Enter the score and the date in the Supplier Performance Risk System (SPRS), where contracting officers can see it.',
          'Document the result in a System Security Plan describing your environment and how each requirement is met, and a Plan of Action and Milestones for the gaps. Senior officials affirm these statements, so the score must reflect reality.',
        ],
        keyPoints: ['Start at 110 and subtract weighted unmet requirements.', 'Post the score in SPRS.', 'Keep a System Security Plan and a POA&M.'],
      },
      {
        id: 'practical-controls',
        title: 'Practical controls for a small firm',
        minutes: 20,
        body: [
          'Reduce scope first: keep CUI in one enclave, such as a government-cloud tenant, rather than spreading it across every laptop. Then put the high-value controls in place: multifactor authentication for every account, encryption of devices and data in transit, timely patching, least-privilege access, and centralized logging you actually review.',
          'Train staff to recognize phishing and to handle CUI markings correctly, and write an incident response plan — DFARS 7012 requires reporting cyber incidents affecting CUI to the DoD within 72 hours. Practice the plan once a year.',
        ],
        keyPoints: ['Shrink the CUI boundary before adding controls.', 'MFA, encryption, patching and least privilege first.', 'Report CUI incidents within 72 hours; rehearse the plan.'],
      },
    ],
  },
  {
    id: 'teaming-joint-ventures',
    title: 'Teaming Agreements, Joint Ventures and Mentor-Protégé',
    description: 'Partner with primes and peers to win work you could not win alone, without tripping the ostensible subcontractor rule.',
    duration: '50 min',
    difficulty: 'advanced',
    category: 'Partnerships',
    isPremium: true,
    requiredTier: 'starter',
    lessons: [
      {
        id: 'teaming-agreements',
        title: 'Prime-sub teaming agreements',
        minutes: 17,
        body: [
          'FAR Subpart 9.6 recognizes teaming arrangements between a prime and its subcontractors. A good teaming agreement defines the opportunity, each party’s workshare, exclusivity, how proposal costs are shared, and what happens if the team wins — ideally with the subcontract terms attached, since agreements to negotiate later are often unenforceable.',
          'Protect yourself with a non-disclosure agreement, a clear workshare percentage and a process for disputes. As a small business, your workshare on the prime contract is also how you build past performance.',
        ],
        keyPoints: ['Define opportunity, workshare, exclusivity and costs.', 'Attach the subcontract terms, not an agreement to agree.', 'Your workshare becomes your past performance.'],
      },
      {
        id: 'limitations-on-subcontracting',
        title: 'Limitations on subcontracting and the ostensible subcontractor rule',
        minutes: 16,
        body: [
          'On a small business set-aside, the prime must meet the limitations on subcontracting: for services, it may not pay more than 50 percent of the amount paid under the contract to subcontractors that are not similarly situated. Track this throughout performance, not only at award.',
          'Separately, if a large subcontractor performs the primary and vital requirements or the prime is unusually reliant on it, the SBA may treat the two as affiliated under the ostensible subcontractor rule, and the small business can lose its eligibility. Keep management and the core work with the prime.',
        ],
        keyPoints: ['Services set-asides: no more than 50% paid to non-similarly situated subs.', 'Track compliance through performance.', 'The prime keeps management and the core work.'],
      },
      {
        id: 'jv-and-mentor-protege',
        title: 'Joint ventures and the SBA Mentor-Protégé Program',
        minutes: 17,
        body: [
          'A joint venture lets two or more firms bid as one entity. Under SBA rules a small business joint venture can qualify as small for set-asides if it meets the requirements, including a written agreement with the provisions the regulations require and a managing venturer from the small business.',
          'The SBA Mentor-Protégé Program lets an approved mentor, often a larger firm, form a joint venture with its small business protégé that can compete for set-asides, while the mentor provides management, financial and technical assistance. Choose a mentor whose customers and capabilities complement yours, and put the development plan in writing.',
        ],
        keyPoints: ['A compliant JV agreement can make the venture small.', 'Mentor-protégé JVs can bid on set-asides.', 'Choose a mentor for complementary capabilities and customers.'],
      },
    ],
  },
];
