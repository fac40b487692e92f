import { Types } from 'mongoose';
import { isOperator, type TUser } from '@app/shared-types/auth';
import { certificatePaths, normalizeCertificateCode, type TCertificate, type TCertificateVerification } from '@app/shared-types/certificates';
import type { CpeConfig } from '../../cpe-config';
import { notFound } from '../../errors/app-error';
import { isDuplicateKeyError } from '../../errors/model-errors';
import type { EventBus } from '../../events/event-bus';
import type { CpeCreditsAwarded } from '../live-training/contracts';
import { newCertificateCode } from './certificate-code';
import { renderCertificate } from './certificate-pdf';
import { toCertificateDTO, toVerification } from './certificates.dto';
import type { ICertificate } from './certificates.model';
import type { certificateModel } from './certificates.model';

export const CERTIFICATE_NOT_FOUND = 'Certificate not found';

type Deps = {
  Certificates: ReturnType<typeof certificateModel>;
  cpe: CpeConfig;
  bus: Pick<EventBus, 'publish'>;
  /** The site's origin for the printed verification address (PUBLIC_URL), or a path alone without it. */
  publicUrl: string | undefined;
};

/**
 * Certificates: issued once per member per program from the final credits (upserts on the unique
 * (session, member) index, so a retried award issues nothing twice), listed to their owner, served
 * as PDF to the owner or an operator (anyone else: 404, as if it did not exist), and verified in
 * public by code with nothing beyond name, program, date and credits.
 */
export function createCertificatesService({ Certificates, cpe, bus, publicUrl }: Deps) {
  const verifyUrl = (code: string) => `${publicUrl ?? ''}${certificatePaths.verifyPage(code)}`;

  async function issue(award: CpeCreditsAwarded): Promise<number> {
    const sessionId = new Types.ObjectId(award.sessionId);
    const earned = award.awards.filter((a) => a.credits > 0);
    const now = new Date();
    const fields = (a: CpeCreditsAwarded['awards'][number]) => ({
      code: newCertificateCode(),
      attendeeName: a.name,
      programTitle: award.programTitle,
      fieldOfStudy: award.program.fieldOfStudy,
      level: award.program.level,
      credits: a.credits,
      deliveryMethod: award.program.deliveryMethod,
      sponsorName: cpe.sponsorName,
      sponsorId: cpe.sponsorId,
      sponsorContact: cpe.sponsorContact,
      instructorName: award.instructorName,
      completedAt: new Date(award.completedAt),
      timezone: award.timezone,
      issuedAt: now,
    });
    for (let from = 0; from < earned.length; from += 500) {
      const batch = earned.slice(from, from + 500);
      try {
        await Certificates.bulkWrite(
          batch.map((a) => ({ updateOne: { filter: { sessionId, userId: new Types.ObjectId(a.userId) }, update: { $setOnInsert: fields(a) }, upsert: true } })),
          { ordered: false },
        );
      } catch (error) {
        // A code collision (60 random bits: practically never) leaves those rows out; they are written one by one below.
        if (!isDuplicateKeyError(error) && !(error as { writeErrors?: unknown }).writeErrors) throw error;
      }
    }
    const issued = await Certificates.find({ sessionId }).lean<ICertificate[]>();
    const have = new Set(issued.map((c) => c.userId.toString()));
    for (const a of earned.filter((e) => !have.has(e.userId))) {
      await Certificates.updateOne({ sessionId, userId: new Types.ObjectId(a.userId) }, { $setOnInsert: fields(a) }, { upsert: true });
    }
    const all = have.size === earned.length ? issued : await Certificates.find({ sessionId }).lean<ICertificate[]>();
    for (const c of all) {
      await bus.publish(
        'certificates.issued',
        { certificateId: c._id.toString(), code: c.code, userId: c.userId.toString(), sessionId: award.sessionId, attendeeName: c.attendeeName, programTitle: c.programTitle, credits: c.credits },
        { id: `certificate:${c._id.toString()}:issued` },
      );
    }
    return all.length;
  }

  async function mine(user: TUser): Promise<TCertificate[]> {
    const found = await Certificates.find({ userId: new Types.ObjectId(user.id) }).sort({ issuedAt: -1, _id: -1 }).limit(500).lean<ICertificate[]>();
    return found.map(toCertificateDTO);
  }

  /** The owner's, or any for an operator; anyone else learns nothing (404). */
  async function pdf(user: TUser, id: string): Promise<{ filename: string; body: Buffer }> {
    const found = Types.ObjectId.isValid(id) ? await Certificates.findById(id).lean<ICertificate>() : null;
    if (!found || (!found.userId.equals(user.id) && !isOperator(user))) throw notFound(CERTIFICATE_NOT_FOUND);
    return { filename: `cpe-certificate-${found.code}.pdf`, body: await renderCertificate(found, verifyUrl(found.code)) };
  }

  async function verify(input: string): Promise<TCertificateVerification> {
    const code = normalizeCertificateCode(input);
    const found = code ? await Certificates.findOne({ code }).lean<ICertificate>() : null;
    if (!found) throw notFound(CERTIFICATE_NOT_FOUND);
    return toVerification(found);
  }

  return { issue, mine, pdf, verify, count: () => Certificates.estimatedDocumentCount() };
}

export type CertificatesService = ReturnType<typeof createCertificatesService>;
