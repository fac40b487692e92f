/**
 * What other modules may use of billing: the ledger port (memberships write every money movement
 * through it and derive access from its settled entries) and the settlement event.
 */
import type { TLedgerEntry, TLedgerRail, TUnmatchedEvent } from '@app/shared-types/billing/model';
import type { TUser } from '@app/shared-types/auth';
import type { StoredShape } from '../../db/stored-shape';

export type LedgerPeriod = { periodStart: Date; periodEnd: Date };

/** A payment as a rail reports it: the ledger entry's own fields (amount in integer cents). */
export type LedgerClaim = Pick<TLedgerEntry, 'rail' | 'reference' | 'memberId' | 'subscriptionId' | 'planType' | 'amount'>;

export type LedgerSettlement = LedgerPeriod & { verifiedBy: string; verifiedAt: Date; eventId?: string | null; orderId?: string | null };

/** How a provider's refund or dispute names the payment: our entry's reference, or (Square) the invoice's order. */
export type LedgerPaymentRef = { reference: string } | { orderId: string };

/** A refused provider event as recorded: the shared TUnmatchedEvent's fields (its date a Date) and the reference it named. */
export type LedgerRefusal = Omit<StoredShape<TUnmatchedEvent, 'occurredAt'>, '_id' | 'receivedAt' | 'deliveries'> & { reference: string | null };

export type LedgerPort = {
  /** A payment to verify (Cash App): `verifying`; a second claim for the same reference changes nothing. */
  claim(claim: LedgerClaim): Promise<TLedgerEntry>;
  /**
   * Settles the payment `reference` (claimed or verifying, or new: a provider's verified payment).
   * `settledNow` is true for exactly one caller however many race or replay; `entry` is the entry as it stands.
   */
  settle(claim: LedgerClaim, settlement: LedgerSettlement): Promise<{ entry: TLedgerEntry; settledNow: boolean }>;
  /** A pending entry rejected, or a settled one refunded or disputed; null when nothing was in that state. */
  close(rail: TLedgerRail, reference: string, state: 'rejected' | 'refunded' | 'disputed', by: string): Promise<TLedgerEntry | null>;
  /** The newest settled entry of a subscription (what a refund returns). */
  latestSettled(subscriptionId: string): Promise<TLedgerEntry | null>;
  /** The periods settled entries paid for a subscription: its access is derived from these only. */
  settledPeriods(subscriptionId: string): Promise<LedgerPeriod[]>;
  /** The membership applied this entry's period. */
  granted(entryId: string, at?: Date): Promise<void>;
  /** The entry of a provider's payment, by the ids its refunds and disputes carry. */
  findPayment(rail: TLedgerRail, payment: LedgerPaymentRef): Promise<TLedgerEntry | null>;
  /**
   * A refund of `amount` cents on a settled (or disputed) entry, counted once by `refundId`; the entry
   * becomes `refunded` once everything paid came back. `outcome` is 'duplicate' for a replay, and
   * 'exceeds' (nothing written) when the refunds would come to more than was paid: checked by the
   * write itself, so two refunds arriving at once cannot together pass what is left.
   */
  refund(entryId: string, refund: { refundId: string; amount: number; at: Date }): Promise<{ entry: TLedgerEntry; outcome: 'applied' | 'duplicate' | 'exceeds'; refundedAmount: number } | null>;
  /** A dispute opened (settled -> disputed) or won (disputed -> settled); null when the entry was not in the state to move from. */
  dispute(entryId: string, disputeId: string, to: 'disputed' | 'settled'): Promise<TLedgerEntry | null>;
  /** A provider event refused and never applied, recorded once per event id. */
  refuse(refusal: LedgerRefusal): Promise<void>;
};

/**
 * A counter another module enforces, read for the member's meters: how many of the plan's monthly
 * allowance `user` used in `month` (yyyy-MM, the firm's calendar month). Declared here, where it is
 * read, so each enforcing module provides the same shape (live training, consultations).
 */
export type MeterPort = { used(user: TUser, month: string): Promise<number> };
/** A counter kept per rolling hour rather than per plan month (the scanner's hourly allowance): its limit, what is used and when it frees up. */
export type HourlyMeterPort = { now(user: TUser): Promise<{ limit: number; used: number; resetsAt: Date }> };

declare module '../../ports/ports' {
  interface Ports {
    ledger: LedgerPort;
    'meters.live-sessions': MeterPort;
    'meters.consultations': MeterPort;
    'meters.scans': HourlyMeterPort;
  }
}

declare module '../../events/domain-events' {
  interface DomainEvents {
    /** A payment settled (event id `ledger:<entryId>:settled`): the member may be told "Payment received". */
    'billing.payment-settled': { entry: TLedgerEntry };
  }
}

declare module '../module' {
  interface ModuleMetrics {
    /** Ledger entries waiting for verification for more than 48 hours. */
    billingPendingOver48h: number;
  }
}
