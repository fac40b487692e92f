import type { TCertificate, TCertificateVerification } from '@app/shared-types/certificates';
import type { ICertificate } from './certificates.model';

export function toCertificateDTO(c: ICertificate): TCertificate {
  return {
    id: c._id.toString(),
    code: c.code,
    sessionId: c.sessionId.toString(),
    attendeeName: c.attendeeName,
    programTitle: c.programTitle,
    fieldOfStudy: c.fieldOfStudy,
    level: c.level,
    credits: c.credits,
    deliveryMethod: c.deliveryMethod,
    sponsorName: c.sponsorName,
    sponsorId: c.sponsorId,
    completedAt: c.completedAt.toISOString(),
    issuedAt: c.issuedAt.toISOString(),
  };
}

/** The public answer: name, program, date and credits only (no ids, no account). */
export const toVerification = (c: ICertificate): TCertificateVerification => ({
  genuine: true,
  name: c.attendeeName,
  program: c.programTitle,
  date: c.completedAt.toISOString(),
  credits: c.credits,
});
