/**
 * Links that open the contact page with the form already filled in.
 *
 * Marketing pages build them (`contactHref`), the contact feature reads them
 * (`readContactPrefill`). Query parameters:
 * - `service`: a contact-message serviceInterest value (spec 001 enumerations)
 * - `package`: the package (tier) name the visitor picked, e.g. "Professional"
 * - `message`: text for the message field
 */

export const CONTACT_PATH = '/contact';

export const CONTACT_PREFILL_PARAMS = {
  service: 'service',
  package: 'package',
  message: 'message',
} as const;

/** Spec 001, "Contact-message serviceInterest". */
export const CONTACT_SERVICE_INTERESTS = [
  'bookkeeping',
  'hr',
  'cfo',
  'auditing',
  'business-development',
  'tax-preparation',
  'government-contracting',
  'sam-registration',
] as const;
export type TContactServiceInterest = (typeof CONTACT_SERVICE_INTERESTS)[number];

export function isContactServiceInterest(value: unknown): value is TContactServiceInterest {
  return typeof value === 'string' && (CONTACT_SERVICE_INTERESTS as readonly string[]).includes(value);
}

/** Longest prefilled message accepted from a URL (the contact form may allow more when typed). */
export const CONTACT_PREFILL_MESSAGE_MAX = 2000;
const PACKAGE_MAX = 100;

export type TContactPrefill = {
  service?: TContactServiceInterest;
  packageName?: string;
  message?: string;
};

/** `/contact?service=bookkeeping&package=Professional&message=...` (only the given parts). */
export function contactHref(prefill: TContactPrefill = {}): string {
  const params = new URLSearchParams();
  if (prefill.service) params.set(CONTACT_PREFILL_PARAMS.service, prefill.service);
  if (prefill.packageName) params.set(CONTACT_PREFILL_PARAMS.package, prefill.packageName.slice(0, PACKAGE_MAX));
  if (prefill.message) params.set(CONTACT_PREFILL_PARAMS.message, prefill.message.slice(0, CONTACT_PREFILL_MESSAGE_MAX));
  const query = params.toString();
  return query ? `${CONTACT_PATH}?${query}` : CONTACT_PATH;
}

/**
 * What the contact page should prefill from its query string. Unknown services are dropped,
 * texts are trimmed and capped; control characters other than line breaks are removed.
 * When only a package is given, a message naming it is composed.
 */
export function readContactPrefill(search: string | URLSearchParams): TContactPrefill {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const clean = (value: string | null, max: number) =>
    // eslint-disable-next-line no-control-regex
    value?.replace(/[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/g, '').trim().slice(0, max) || undefined;
  const serviceParam = params.get(CONTACT_PREFILL_PARAMS.service);
  const service = isContactServiceInterest(serviceParam) ? serviceParam : undefined;
  const packageName = clean(params.get(CONTACT_PREFILL_PARAMS.package), PACKAGE_MAX);
  let message = clean(params.get(CONTACT_PREFILL_PARAMS.message), CONTACT_PREFILL_MESSAGE_MAX);
  if (!message && packageName) message = `I'm interested in the ${packageName} package. Please contact me with more details.`;
  const result: TContactPrefill = {};
  if (service) result.service = service;
  if (packageName) result.packageName = packageName;
  if (message) result.message = message;
  return result;
}
