/** CPE certificates of completion, as members and the public verification page see them (no zod). */

/** A certificate as its owner (or an operator) sees it. */
export type TCertificate = {
  id: string;
  /** The public verification code printed on the certificate (e.g. 7KQ2-M9XD-4TPA). */
  code: string;
  sessionId: string;
  attendeeName: string;
  programTitle: string;
  fieldOfStudy: string;
  level: string;
  credits: number;
  deliveryMethod: string;
  sponsorName: string;
  sponsorId: string | null;
  /** The day the program was completed (ISO date-time of its end). */
  completedAt: string;
  issuedAt: string;
};

/** GET /api/certificates/verify/:code: what anyone may learn about a genuine certificate, nothing more. */
export type TCertificateVerification = {
  genuine: true;
  name: string;
  program: string;
  date: string;
  credits: number;
};

/** Codes are 12 letters and digits from an alphabet without look-alikes, shown in groups of four. */
export const CERTIFICATE_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const CERTIFICATE_CODE_PATTERN = /^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;

/** A code as typed (lower case, without dashes, with spaces) in its printed form, or null if it cannot be one. */
export function normalizeCertificateCode(input: string): string | null {
  const raw = input.toUpperCase().replace(/[\s-]/g, '');
  if (raw.length !== 12) return null;
  const code = `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8)}`;
  return CERTIFICATE_CODE_PATTERN.test(code) ? code : null;
}

export const certificatePaths = {
  verifyPage: (code: string) => `/certificates/${encodeURIComponent(code)}`,
  pdf: (id: string) => `/api/certificates/${encodeURIComponent(id)}/pdf`,
};
