import { Schema, type Types } from 'mongoose';
import {
  MEMBERSHIP_TEXT_LIMITS as MAX,
  PAID_PLAN_IDS,
  PAYMENT_PROVIDERS,
  SUBSCRIPTION_STATUSES,
  type TPaidPlanId,
  type TPaymentProvider,
  type TSubscriptionStatus,
} from '@app/shared-types/membership/model';
import { defineModel } from '../../db/define-model';
import { maxChars } from '../../db/text-limits';

/** subscriptions (spec 000 section 3), plus the review, cancellation and provider-ordering facts. */
export interface ISubscription {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  paymentProvider: TPaymentProvider;
  /** The provider's subscription id (null for Cash App). */
  subscriptionId: string | null;
  status: TSubscriptionStatus;
  planType: TPaidPlanId;
  amount: number;
  currency: 'USD';
  startDate: Date | null;
  expiresAt: Date | null;
  cancelAtPeriodEnd: boolean;
  cancelledAt: Date | null;
  refundRequestedAt: Date | null;
  refundReason: string | null;
  /** Who approved or rejected a manual payment, and when. */
  reviewedBy: Types.ObjectId | null;
  reviewedAt: Date | null;
  reviewNote: string | null;
  /** When the newest provider event applied here happened: older events change nothing. */
  providerEventAt: Date | null;
  /**
   * The member's id while the subscription is pending or active, null otherwise: a unique index on
   * it allows one open membership per member, whatever requests race.
   */
  openFor: string | null;
  /** Set when the member deleted their account: the membership was cancelled with it. */
  accountDeletedAt: Date | null;
  /**
   * The provider has still to be told to stop charging (a cancel call failed): the retry job keeps
   * trying; attempts and the time of the last one say how it goes, providerCancelledAt when it worked.
   */
  providerCancelPending: boolean;
  providerCancelAttempts: number;
  providerCancelTriedAt: Date | null;
  providerCancelledAt: Date | null;
  /** The end date the member was last told is near (expiry-notice.ts); null until then. */
  expiryNoticeFor?: Date | null;
  /** A downgrade scheduled for the end of the paid period (plan-change.service.ts), and that end. */
  pendingPlan?: TPaidPlanId | null;
  pendingPlanAt?: Date | null;
  /** An upgrade whose prorated payment (a ledger claim, `reference`) waits for verification. */
  pendingUpgrade?: IPendingUpgrade | null;
  createdAt: Date;
  updatedAt: Date;
}

export type IPendingUpgrade = { planId: TPaidPlanId; reference: string; amountDue: number; prorationCredit: number; requestedAt: Date };

const schema = new Schema<ISubscription>(
  {
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    paymentProvider: { type: String, enum: PAYMENT_PROVIDERS, required: true },
    subscriptionId: { type: String, default: null },
    status: { type: String, enum: SUBSCRIPTION_STATUSES, default: 'active' },
    planType: { type: String, enum: PAID_PLAN_IDS, default: 'starter' },
    amount: { type: Number, required: true, min: [0.01, 'Amount must be positive'] },
    currency: { type: String, enum: ['USD'], default: 'USD' },
    startDate: { type: Date, default: null },
    expiresAt: { type: Date, default: null },
    cancelAtPeriodEnd: { type: Boolean, default: false },
    cancelledAt: { type: Date, default: null },
    refundRequestedAt: { type: Date, default: null },
    refundReason: { type: String, default: null, validate: maxChars(MAX.refundReason) },
    reviewedBy: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    reviewedAt: { type: Date, default: null },
    reviewNote: { type: String, default: null, validate: maxChars(MAX.reviewNote) },
    providerEventAt: { type: Date, default: null },
    openFor: { type: String, default: null },
    accountDeletedAt: { type: Date, default: null },
    providerCancelPending: { type: Boolean, default: false },
    providerCancelAttempts: { type: Number, default: 0 },
    providerCancelTriedAt: { type: Date, default: null },
    providerCancelledAt: { type: Date, default: null },
    expiryNoticeFor: { type: Date, default: null },
    pendingPlan: { type: String, enum: [...PAID_PLAN_IDS, null], default: null },
    pendingPlanAt: { type: Date, default: null },
    pendingUpgrade: {
      type: new Schema<IPendingUpgrade>(
        {
          planId: { type: String, enum: PAID_PLAN_IDS, required: true },
          reference: { type: String, required: true, validate: maxChars(200) },
          amountDue: { type: Number, required: true },
          prorationCredit: { type: Number, required: true },
          requestedAt: { type: Date, required: true },
        },
        { _id: false },
      ),
      default: null,
    },
  },
  { timestamps: true, collection: 'subscriptions' },
);

schema.index({ openFor: 1 }, { unique: true, name: 'one_open_membership', partialFilterExpression: { openFor: { $type: 'string' } } });
schema.index({ userId: 1, createdAt: -1 });
schema.index({ status: 1, expiresAt: 1 });
schema.index({ paymentProvider: 1, subscriptionId: 1 });
schema.index({ providerCancelPending: 1, providerCancelTriedAt: 1 });
schema.index({ status: 1, pendingPlanAt: 1 });

export const subscriptionModel = defineModel<ISubscription>('Subscription', schema);

/** Webhook event ids already handled: a replayed delivery finds its id here and changes nothing. */
export interface IPaymentEvent {
  _id: Types.ObjectId;
  provider: TPaymentProvider;
  eventId: string;
  receivedAt: Date;
}

const eventSchema = new Schema<IPaymentEvent>(
  {
    provider: { type: String, enum: PAYMENT_PROVIDERS, required: true },
    eventId: { type: String, required: true, validate: maxChars(200) },
    receivedAt: { type: Date, default: () => new Date() },
  },
  { collection: 'payment_events' },
);
eventSchema.index({ provider: 1, eventId: 1 }, { unique: true, name: 'event_once' });

export const paymentEventModel = defineModel<IPaymentEvent>('PaymentEvent', eventSchema);
