/**
 * The firm's public contact details: the marketing, legal and contact pages and the server's SMS
 * HELP reply read them from here, so a change reaches every page and every text.
 */
export const FIRM = {
  name: 'Capitol Ledger Advisory',
  legalName: 'Capitol Ledger Advisory, LLC',
  phoneDisplay: '(202) 555-0147',
  phoneExtension: '101',
  /** For tel: links (E.164 with the extension as a pause). */
  phoneHref: 'tel:+12025550147,101',
  email: 'info@capitolledgeradvisory.com',
  privacyEmail: 'privacy@capitolledgeradvisory.com',
  accessibilityEmail: 'accessibility@capitolledgeradvisory.com',
  address: {
    street: '1200 G Street NW, Suite 800',
    city: 'Washington',
    region: 'DC',
    postalCode: '20005',
  },
  /**
   * The published hours, for static text only: live hours (operators edit them) come from
   * GET /api/business-hours through features/consultations/BusinessHoursCard.
   */
  hours: 'Monday, Wednesday and Thursday, 10:00 AM - 8:00 PM Eastern; closed Tuesday, Friday, Saturday and Sunday',
  /** Spec 001: the firm promises replies within 24 hours. */
  responseTime: 'within 24 hours',
} as const;

export const firmAddressLine = `${FIRM.address.street}, ${FIRM.address.city}, ${FIRM.address.region} ${FIRM.address.postalCode}`;

/** The phone as a person dials it, with the extension when the firm's number has one. */
export const firmPhoneWithExtension = FIRM.phoneExtension ? `${FIRM.phoneDisplay} ext. ${FIRM.phoneExtension}` : FIRM.phoneDisplay;
