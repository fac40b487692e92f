import PDFDocument from 'pdfkit';
import { formatCredits } from '@app/shared-types/live-training/cpe/model';
import type { ICertificate } from './certificates.model';

/** The completion date as the program's attendees lived it (the session's time zone). */
export const certificateDate = (c: Pick<ICertificate, 'completedAt' | 'timezone'>) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: c.timezone }).format(c.completedAt);

/**
 * The lines of a certificate of completion, in print order. NASBA/AICPA Standard No. 23 (and the
 * Registry's certificate checklist): sponsor name and contact, participant's name, program title,
 * field of study with its credits, date completed, delivery method, location, sponsor id when
 * registered, the 50-minute-hour time statement, and verification by the sponsor.
 */
export function certificateLines(c: ICertificate, verifyUrl: string): { text: string; style: 'title' | 'subtitle' | 'name' | 'program' | 'body' | 'small' }[] {
  return [
    { text: 'Certificate of Completion', style: 'title' },
    { text: 'Continuing Professional Education', style: 'subtitle' },
    { text: 'This certifies that', style: 'body' },
    { text: c.attendeeName, style: 'name' },
    { text: 'has completed the CPE program', style: 'body' },
    { text: c.programTitle, style: 'program' },
    { text: `Field of study: ${c.fieldOfStudy} — ${formatCredits(c.credits)} CPE credits`, style: 'body' },
    { text: `CPE credits earned: ${formatCredits(c.credits)}`, style: 'body' },
    { text: `Program level: ${c.level}`, style: 'body' },
    { text: `Date completed: ${certificateDate(c)}`, style: 'body' },
    { text: `Delivery method: ${c.deliveryMethod}`, style: 'body' },
    { text: 'Location: Online (live interactive webinar)', style: 'body' },
    { text: `Instructor: ${c.instructorName}`, style: 'body' },
    { text: `Sponsor: ${c.sponsorName}`, style: 'body' },
    { text: c.sponsorContact, style: 'small' },
    ...(c.sponsorId ? [{ text: `NASBA sponsor ID: ${c.sponsorId}`, style: 'small' as const }] : []),
    {
      text: c.sponsorId
        ? 'In accordance with the standards of the National Registry of CPE Sponsors, CPE credits have been granted based on a 50-minute hour.'
        : 'CPE credits have been granted based on a 50-minute hour.',
      style: 'small',
    },
    { text: `Verified by ${c.sponsorName}, CPE Program Administration, from attendance monitored during the program.`, style: 'small' },
    { text: `Verification code: ${c.code}`, style: 'body' },
    { text: `Check this certificate at ${verifyUrl}`, style: 'small' },
  ];
}

const STYLES = {
  title: { font: 'Helvetica-Bold', size: 26, gap: 4 },
  subtitle: { font: 'Helvetica', size: 14, gap: 18 },
  name: { font: 'Helvetica-Bold', size: 22, gap: 8 },
  program: { font: 'Helvetica-Bold', size: 16, gap: 14 },
  body: { font: 'Helvetica', size: 12, gap: 6 },
  small: { font: 'Helvetica', size: 9, gap: 4 },
} as const;

/** The certificate as a one-page landscape PDF (pdfkit's built-in Helvetica: nothing to load). */
export function renderCertificate(c: ICertificate, verifyUrl: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: 54,
    info: { Title: `Certificate of Completion — ${c.programTitle}`, Author: c.sponsorName, Subject: `CPE certificate ${c.code}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { width, height } = doc.page;
  doc.lineWidth(3).rect(24, 24, width - 48, height - 48).stroke('#1b365d');
  doc.lineWidth(1).rect(32, 32, width - 64, height - 64).stroke('#8a6d1d');
  doc.y = 70;
  for (const line of certificateLines(c, verifyUrl)) {
    const style = STYLES[line.style];
    doc.font(style.font).fontSize(style.size).fillColor('#111111').text(line.text, 72, doc.y, { width: width - 144, align: 'center' });
    doc.moveDown(style.gap / style.size);
  }
  doc.end();
  return done;
}
