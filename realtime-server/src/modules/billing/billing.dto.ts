import type { TLedgerEntry, TLedgerRow, TUnmatchedEvent } from '@app/shared-types/billing/model';
import { displayName, type TUser } from '@app/shared-types/auth';
import { toIso } from '../../db/define-model';
import type { ILedgerEntry, IUnmatchedEvent } from './ledger.model';

export const toLedgerEntryDTO = (e: ILedgerEntry): TLedgerEntry => ({
  id: e._id.toString(),
  memberId: e.memberId.toString(),
  subscriptionId: e.subscriptionId.toString(),
  planType: e.planType,
  rail: e.rail,
  reference: e.reference,
  amount: e.amount,
  currency: 'USD',
  state: e.state,
  verifiedBy: e.verifiedBy ?? null,
  verifiedAt: toIso(e.verifiedAt),
  periodStart: toIso(e.periodStart),
  periodEnd: toIso(e.periodEnd),
  receiptNumber: e.receiptNumber ?? null,
  refundedAmount: e.refundedAmount ?? 0,
  createdAt: e.createdAt.toISOString(),
});

export const toLedgerRowDTO = (e: ILedgerEntry, who: Pick<TUser, 'username' | 'firstName' | 'lastName'> | null | undefined): TLedgerRow => ({
  ...toLedgerEntryDTO(e),
  memberUsername: who?.username ?? 'Deleted account',
  memberName: who ? displayName(who) : 'Deleted account',
});

export const toUnmatchedDTO = (u: IUnmatchedEvent): TUnmatchedEvent => ({
  id: u._id.toString(),
  rail: u.rail,
  eventId: u.eventId,
  reason: u.reason,
  providerSubscriptionId: u.providerSubscriptionId ?? null,
  amount: u.amount ?? null,
  currency: u.currency ?? null,
  occurredAt: toIso(u.occurredAt),
  receivedAt: u.receivedAt.toISOString(),
  deliveries: u.deliveries,
});
