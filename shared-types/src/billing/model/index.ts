/**
 * The payment ledger's vocabulary, without zod (the settings page imports it at first load).
 * Amounts are integer cents (ISO 4217 minor units) everywhere on the wire: no float arithmetic on money.
 */
import type { TPaidPlanId } from '../../membership/model';

export const LEDGER_RAILS = ['cashapp', 'square', 'paypal'] as const;
export type TLedgerRail = (typeof LEDGER_RAILS)[number];

/** claimed -> verifying -> settled, or rejected / refunded / disputed. Only settled entries grant access. */
export const LEDGER_STATES = ['claimed', 'verifying', 'settled', 'rejected', 'refunded', 'disputed'] as const;
export type TLedgerState = (typeof LEDGER_STATES)[number];
/** States waiting for a person or the provider (reconciliation lists those older than PENDING_TOO_LONG_MS). */
export const PENDING_LEDGER_STATES: readonly TLedgerState[] = ['claimed', 'verifying'];
export const PENDING_TOO_LONG_MS = 48 * 60 * 60 * 1000;

export const RAIL_LABELS: Record<TLedgerRail, string> = { cashapp: 'Cash App', square: 'Square', paypal: 'PayPal' };
export const LEDGER_STATE_LABELS: Record<TLedgerState, string> = {
  claimed: 'Claimed',
  verifying: 'Awaiting verification',
  settled: 'Paid',
  rejected: 'Rejected',
  refunded: 'Refunded',
  disputed: 'Disputed',
};

export type TLedgerEntry = {
  id: string;
  memberId: string;
  subscriptionId: string;
  planType: TPaidPlanId;
  rail: TLedgerRail;
  /** The provider's own id of the payment (Square invoice, PayPal sale; our subscription id for Cash App). */
  reference: string;
  /** Integer cents. */
  amount: number;
  currency: 'USD';
  state: TLedgerState;
  verifiedBy: string | null;
  verifiedAt: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  receiptNumber: string | null;
  /** Integer cents the provider reported refunded so far (a partial refund leaves the entry paid). */
  refundedAmount: number;
  createdAt: string;
};

/** An operator's row: who paid. */
export type TLedgerRow = TLedgerEntry & { memberUsername: string; memberName: string };

/** Why a provider event was refused and never applied. */
export const REFUSAL_REASONS = ['unknown-subscription', 'reference-mismatch', 'amount-mismatch', 'currency-mismatch', 'not-paid', 'date-out-of-window', 'unknown-payment', 'refund-exceeds-payment'] as const;
export type TRefusalReason = (typeof REFUSAL_REASONS)[number];
export const REFUSAL_LABELS: Record<TRefusalReason, string> = {
  'unknown-subscription': 'No membership has this provider subscription id',
  'reference-mismatch': 'Names another membership than its provider subscription id',
  'amount-mismatch': 'Amount differs from the plan price',
  'currency-mismatch': 'Currency differs from the plan currency',
  'not-paid': 'Payment status is not paid',
  'date-out-of-window': 'Event date outside the allowed window',
  'unknown-payment': 'No ledger entry has this provider payment id',
  'refund-exceeds-payment': 'Refund is more than what is left of the payment',
};

export type TUnmatchedEvent = {
  id: string;
  rail: TLedgerRail;
  eventId: string;
  reason: TRefusalReason;
  providerSubscriptionId: string | null;
  amount: number | null;
  currency: string | null;
  occurredAt: string | null;
  receivedAt: string;
  deliveries: number;
};

export type TMoneyFigure = { count: number; amount: number };
export type TRailReconciliation = { rail: TLedgerRail; received: TMoneyFigure; settled: TMoneyFigure; granted: TMoneyFigure; refunded: TMoneyFigure };
export type TReconciliation = {
  month: string;
  rails: TRailReconciliation[];
  unmatched: TUnmatchedEvent[];
  /** Entries still waiting for verification, created more than 48 hours ago (as of now). */
  pendingVerifications: TLedgerRow[];
};

/** $97.00 from 9700 cents. */
export const formatCents = (cents: number, currency = 'USD') => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);

/** R-2026-000042: the year's sequence, never reused. */
export const formatReceiptNumber = (year: number, seq: number) => `R-${year}-${String(seq).padStart(6, '0')}`;

export const BILLING_MESSAGES = {
  receiptNotFound: 'Receipt not found',
  noReceiptYet: 'This payment has no receipt: only paid entries have one.',
  emptyLedger: 'No payments yet. Payments you make for a membership appear here with their receipts.',
} as const;

/** What a plan includes, metered: the same counters the server enforces. */
export const ENTITLEMENT_KEYS = ['live-sessions', 'consultations', 'scans', 'premium-content'] as const;
export type TEntitlementKey = (typeof ENTITLEMENT_KEYS)[number];
export const ENTITLEMENT_LABELS: Record<TEntitlementKey, { one: string; many: string }> = {
  'live-sessions': { one: 'premium live session', many: 'premium live sessions' },
  consultations: { one: 'consultation', many: 'consultations' },
  scans: { one: 'accessibility scan', many: 'accessibility scans' },
  'premium-content': { one: 'premium training content', many: 'premium training content' },
};
/** `limit` and `remaining` -1: unlimited; premium content is 1 (included) or 0 (not), never used up. */
export type TEntitlement = { key: TEntitlementKey; limit: number; used: number; remaining: number; resetsAt: string | null };

/** Scans are counted per hour (the scanner's rate limit), the rest per plan month. */
export const meterPeriod = (key: TEntitlementKey) => (key === 'scans' ? 'this hour' : 'this month');

/** "1 of 2 premium live sessions left this month", "Unlimited consultations", "No consultations on your plan". */
export function meterText(e: TEntitlement): string {
  const { one, many } = ENTITLEMENT_LABELS[e.key];
  if (e.key === 'premium-content') return e.limit > 0 ? 'Premium training content included' : 'Premium training content not included';
  if (e.limit === -1) return `Unlimited ${many}`;
  if (e.limit === 0) return `No ${many} on your plan`;
  return `${e.remaining} of ${e.limit} ${e.limit === 1 ? one : many} left ${meterPeriod(e.key)}`;
}
