import PDFDocument from 'pdfkit';
import { formatCents, RAIL_LABELS, type TLedgerEntry } from '@app/shared-types/billing/model';
import { FIRM, firmAddressLine } from '@app/shared-types/firm';
import { PLANS } from '@app/shared-types/membership/model';

export type ReceiptMember = { name: string; username: string; email: string | null };

const day = (iso: string | null) => (iso ? new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso)) : '—');

/** The receipt's facts, in print order: both the PDF and the HTML are made from these. */
export function receiptFields(entry: TLedgerEntry, member: ReceiptMember): { label: string; value: string }[] {
  return [
    { label: 'Receipt number', value: entry.receiptNumber ?? '—' },
    { label: 'Date paid', value: day(entry.verifiedAt) },
    { label: 'Member', value: `${member.name} (${member.username})${member.email ? `, ${member.email}` : ''}` },
    { label: 'Plan', value: `${PLANS[entry.planType].name} membership, monthly` },
    { label: 'Period', value: `${day(entry.periodStart)} to ${day(entry.periodEnd)}` },
    { label: 'Amount paid', value: `${formatCents(entry.amount, entry.currency)} ${entry.currency}` },
    { label: 'Payment method', value: RAIL_LABELS[entry.rail] },
    { label: 'Payment reference', value: entry.reference },
  ];
}

export const receiptFileName = (entry: TLedgerEntry, ext: 'pdf' | 'html') => `receipt-${entry.receiptNumber ?? entry.id}.${ext}`;

export function renderReceiptPdf(entry: TLedgerEntry, member: ReceiptMember): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 72, info: { Title: `Receipt ${entry.receiptNumber ?? ''}`, Author: FIRM.legalName } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(18).text(FIRM.legalName);
  doc.font('Helvetica').fontSize(10).text(firmAddressLine).text(`${FIRM.phoneDisplay} · ${FIRM.email}`);
  doc.moveDown(1.5);
  doc.font('Helvetica-Bold').fontSize(22).text('Receipt');
  doc.moveDown(0.5);
  for (const { label, value } of receiptFields(entry, member)) {
    doc.font('Helvetica-Bold').fontSize(11).text(`${label}: `, { continued: true }).font('Helvetica').text(value);
    doc.moveDown(0.3);
  }
  doc.moveDown(1);
  doc.font('Helvetica').fontSize(9).text(`Thank you for your payment. Questions about this receipt: ${FIRM.email}.`);
  doc.end();
  return done;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A standalone, printable page (no scripts, inline styles only). */
export function renderReceiptHtml(entry: TLedgerEntry, member: ReceiptMember): string {
  const rows = receiptFields(entry, member)
    .map(({ label, value }) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Receipt ${escapeHtml(entry.receiptNumber ?? '')} - ${escapeHtml(FIRM.name)}</title>
<style>body{font-family:system-ui,sans-serif;color:#111;max-width:40rem;margin:2rem auto;padding:0 1rem}th{text-align:left;padding:.4rem 1rem .4rem 0;vertical-align:top}td{padding:.4rem 0}table{border-collapse:collapse}</style>
</head><body><main><header><p><strong>${escapeHtml(FIRM.legalName)}</strong><br>${escapeHtml(firmAddressLine)}<br>${escapeHtml(FIRM.phoneDisplay)} · ${escapeHtml(FIRM.email)}</p></header>
<h1>Receipt</h1><table><tbody>${rows}</tbody></table>
<p>Thank you for your payment. Questions about this receipt: ${escapeHtml(FIRM.email)}.</p></main></body></html>`;
}
