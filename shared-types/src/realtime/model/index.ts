/**
 * Room names, without zod: the web app's pages import this on their first load (the realtime entry
 * point builds every socket command's schema when it is evaluated).
 */
export const rooms = {
  feed: 'feed',
  monitoring: 'monitoring',
  /** Operators: the Cash App verification and refund queue. */
  payments: 'payments',
  /** Operators: the contact inbox. */
  contacts: 'contacts',
  /** Operators: SMS campaign list and stats changes. */
  smsCampaigns: 'sms-campaigns',
  /** Operators: the firm's consultation schedule (bookings, reschedules, cancellations). */
  consultations: 'consultations',
  user: (id: string) => `user:${id}`,
  session: (id: string) => `session:${id}`,
  scan: (id: string) => `scan:${id}`,
  campaign: (id: string) => `campaign:${id}`,
} as const;
