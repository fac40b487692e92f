/** Contact messages (spec 000 `contacts`, spec 001 section 3): constants, labels and events, zod-free for the first-load bundle. */

export const SERVICE_INTERESTS = ['bookkeeping', 'hr', 'cfo', 'auditing', 'business-development', 'tax-preparation', 'government-contracting', 'sam-registration'] as const;
export type TServiceInterest = (typeof SERVICE_INTERESTS)[number];

export const SERVICE_INTEREST_LABELS: Record<TServiceInterest, string> = {
  bookkeeping: 'Bookkeeping',
  hr: 'HR & Payroll',
  cfo: 'CFO Services',
  auditing: 'Auditing',
  'business-development': 'Business Development',
  'tax-preparation': 'Tax Preparation',
  'government-contracting': 'Government Contracting',
  'sam-registration': 'SAM Registration',
};

/** The inbox workflow: the original stored messages with no state; operators now read and handle them. */
export const CONTACT_STATUSES = ['new', 'read', 'handled'] as const;
export type TContactStatus = (typeof CONTACT_STATUSES)[number];

export const CONTACT_TEXT_LIMITS = { firstName: 100, lastName: 100, email: 254, phone: 40, message: 5000 } as const;

/** Messages a visitor (one address) may send per hour: enough for people, not for a spam script. */
export const CONTACT_MESSAGES_PER_HOUR = 5;
export const CONTACT_PAGE_SIZE = 20;

export const CONTACT_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Invalid email',
  message: 'Message must be at least 10 characters',
  serviceInterest: 'Please select a service',
  rateLimited: 'Too many messages. Please try again later or call us directly.',
  notFound: 'Message not found',
  sentTitle: 'Message Sent Successfully',
  sentText: "Thank you for contacting us. We'll get back to you within 24 hours.",
  errorTitle: 'Error Sending Message',
  errorFallback: 'Please try again later or contact us directly.',
} as const;

export type TContactMessage = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  serviceInterest: TServiceInterest | null;
  message: string;
  isUrgent: boolean;
  smsOptIn: boolean;
  /** The sender's account when they were signed in. */
  userId: string | null;
  status: TContactStatus;
  readAt: string | null;
  handledAt: string | null;
  handledBy: string | null;
  createdAt: string;
};

export type TContactPage = { items: TContactMessage[]; total: number; page: number; pageSize: number; unread: number };

/** The operators-only room every new or changed message is pushed to. */
export const CONTACTS_ROOM = 'contacts';

export interface ContactEvents {
  /** A message arrived (urgent or not; `isUrgent` lets the inbox alert). */
  'contact:received': (message: TContactMessage) => void;
  /** An operator read or handled a message. */
  'contact:updated': (message: TContactMessage) => void;
}
