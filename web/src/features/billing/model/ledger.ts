import { formatCents, LEDGER_STATE_LABELS, RAIL_LABELS, type TLedgerEntry } from '@app/shared-types/billing/model';
import { PLANS } from '@app/shared-types/membership/model';

const day = (iso: string | null) => (iso ? new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso)) : null);

/** "Starter plan, Nov 26, 2026 to Dec 26, 2026", or the date asked when no period is paid yet. */
export function entryTitle(entry: TLedgerEntry): string {
  const plan = `${PLANS[entry.planType].name} plan`;
  const start = day(entry.periodStart);
  const end = day(entry.periodEnd);
  return start && end ? `${plan}, ${start} to ${end}` : `${plan}, requested ${day(entry.createdAt)}`;
}

/** "$97.00 by Cash App · Paid", and what came back of a payment still paid: "· $20.00 refunded". */
export function entrySummary(entry: TLedgerEntry): string {
  const summary = `${formatCents(entry.amount, entry.currency)} by ${RAIL_LABELS[entry.rail]} · ${LEDGER_STATE_LABELS[entry.state]}`;
  const partly = entry.refundedAmount > 0 && entry.state !== 'refunded';
  return partly ? `${summary} · ${formatCents(entry.refundedAmount, entry.currency)} refunded` : summary;
}

export const receiptHref = (entry: Pick<TLedgerEntry, 'id'>, format: 'pdf' | 'html') => `/api/billing/receipts/${entry.id}?format=${format}`;

/** Receipts exist for paid entries (and stay available after a refund, as the record of the payment). */
export const hasReceipt = (entry: TLedgerEntry) => entry.receiptNumber !== null;

/** The current month as YYYY-MM (UTC, as the server counts months). */
export const currentMonth = (now = new Date()) => now.toISOString().slice(0, 7);

export const monthLabel = (month: string) => new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
