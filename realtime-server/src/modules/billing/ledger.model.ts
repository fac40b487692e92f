import { Schema } from 'mongoose';
import { LEDGER_RAILS, LEDGER_STATES, REFUSAL_REASONS, type TLedgerEntry, type TUnmatchedEvent } from '@app/shared-types/billing/model';
import { PAID_PLAN_IDS } from '@app/shared-types/membership/model';
import { defineModel } from '../../db/define-model';
import type { StoredShape } from '../../db/stored-shape';
import type { LedgerRefusal } from './contracts';

/**
 * One money movement, whatever the rail: the shared TLedgerEntry as stored. The unique (rail,
 * reference) index makes every replay a no-op. `verifiedBy` is an operator's user id, or `square` /
 * `paypal` for a provider's verified webhook.
 */
export type ILedgerEntry = StoredShape<TLedgerEntry, 'verifiedAt' | 'periodStart' | 'periodEnd' | 'createdAt', 'memberId' | 'subscriptionId'> & {
  /** When the membership applied the period this entry paid (reconciliation's "granted"). */
  grantedAt: Date | null;
  /** The provider event that wrote it, if any. */
  eventId: string | null;
  updatedAt: Date;
};

const entrySchema = new Schema<ILedgerEntry>(
  {
    memberId: { type: Schema.Types.ObjectId, required: true },
    subscriptionId: { type: Schema.Types.ObjectId, required: true },
    planType: { type: String, enum: PAID_PLAN_IDS, required: true },
    rail: { type: String, enum: LEDGER_RAILS, required: true },
    reference: { type: String, required: true, maxlength: 200 },
    amount: { type: Number, required: true, min: 1, validate: { validator: Number.isInteger, message: 'Amount is whole cents' } },
    currency: { type: String, enum: ['USD'], default: 'USD' },
    state: { type: String, enum: LEDGER_STATES, required: true },
    verifiedBy: { type: String, default: null },
    verifiedAt: { type: Date, default: null },
    periodStart: { type: Date, default: null },
    periodEnd: { type: Date, default: null },
    receiptNumber: { type: String, default: null },
    grantedAt: { type: Date, default: null },
    eventId: { type: String, default: null },
  },
  { timestamps: true, collection: 'ledger_entries' },
);
entrySchema.index({ rail: 1, reference: 1 }, { unique: true, name: 'one_entry_per_payment' });
entrySchema.index({ receiptNumber: 1 }, { unique: true, name: 'receipt_once', partialFilterExpression: { receiptNumber: { $type: 'string' } } });
entrySchema.index({ memberId: 1, createdAt: -1 });
entrySchema.index({ subscriptionId: 1, state: 1 });
entrySchema.index({ state: 1, createdAt: 1 });

export const ledgerEntryModel = defineModel<ILedgerEntry>('LedgerEntry', entrySchema);

/** A provider event we refused (never applied): one row per event, however often it is delivered. */
export type IUnmatchedEvent = StoredShape<TUnmatchedEvent, 'occurredAt' | 'receivedAt'> & Pick<LedgerRefusal, 'reference'>;

const unmatchedSchema = new Schema<IUnmatchedEvent>(
  {
    rail: { type: String, enum: LEDGER_RAILS, required: true },
    eventId: { type: String, required: true, maxlength: 200 },
    reason: { type: String, enum: REFUSAL_REASONS, required: true },
    providerSubscriptionId: { type: String, default: null, maxlength: 200 },
    reference: { type: String, default: null, maxlength: 200 },
    amount: { type: Number, default: null },
    currency: { type: String, default: null, maxlength: 10 },
    occurredAt: { type: Date, default: null },
    receivedAt: { type: Date, default: () => new Date() },
    deliveries: { type: Number, default: 1 },
  },
  { collection: 'unmatched_provider_events' },
);
unmatchedSchema.index({ rail: 1, eventId: 1 }, { unique: true, name: 'unmatched_once' });
unmatchedSchema.index({ receivedAt: 1 });

export const unmatchedEventModel = defineModel<IUnmatchedEvent>('UnmatchedProviderEvent', unmatchedSchema);

/** Receipt counters, one document per year (`receipts:2026`), moved only by atomic $inc. */
export interface ICounter {
  _id: string;
  seq: number;
}
const counterSchema = new Schema<ICounter>({ _id: { type: String, required: true }, seq: { type: Number, default: 0 } }, { collection: 'billing_counters', versionKey: false });
export const counterModel = defineModel<ICounter>('BillingCounter', counterSchema);
