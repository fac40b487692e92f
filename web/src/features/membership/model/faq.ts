/** The pricing page's questions, answered as the firm answers them on calls. */
export const PRICING_FAQ = [
  {
    question: 'Can I cancel at any time?',
    answer: 'Yes. Plans are month to month. When you cancel, your membership does not renew and your access continues until the end of the month you paid for.',
  },
  {
    question: 'What is the 30-day money-back guarantee?',
    answer: 'If the membership is not right for you, ask for a refund within 30 days of your start date from the Premium page. We return the payment and your access ends.',
  },
  {
    question: 'How do Cash App payments work?',
    answer: 'Send the plan amount to our $cashtag with your email address as the note. We match the payment and activate your membership within 24 hours of verification; nothing is charged automatically.',
  },
  {
    question: 'What counts toward the Starter plan’s live sessions?',
    answer: 'Starter includes two premium live training sessions per calendar month. Open sessions for all members do not count, and cancelling a registration gives the session back.',
  },
  {
    question: 'Is the training relevant to government contractors?',
    answer: 'Yes. Modules cover SAM.gov registration, DCAA-ready accounting, FAR cost principles, CMMC cybersecurity and teaming agreements alongside bookkeeping, tax and payroll.',
  },
] as const;
