import { z } from 'zod';
import '../zod-messages';
import { ZMoneyAmount } from '../billing';
import { MEMBERSHIP_MESSAGES as M, MEMBERSHIP_TEXT_LIMITS as L, PAID_PLAN_IDS, PAYMENT_METHODS, PLAN_IDS } from './model';

export * from './model';

// Strict: a string, NaN, a negative or a fraction of a cent is a 400 (billing's ZMoneyAmount).
const amount = ZMoneyAmount;

/**
 * POST /api/subscribe. The spec's body also names a userId (a hard-coded placeholder in the original);
 * identity comes from the session, so it is ignored. The amount is checked against the plan's price.
 */
export const ZSubscribeRequest = z.object({
  planId: z.enum(PLAN_IDS, { error: 'Please choose a plan' }),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: M.methodUnavailableTitle }),
  amount,
});

/** POST /api/create-subscription (spec: only for paid plans when signed in); pays with the default method. */
export const ZCreateSubscriptionRequest = z.object({
  planType: z.enum(PAID_PLAN_IDS, { error: 'Please choose a paid plan' }),
  amount,
  billingPeriod: z.literal('month', { error: 'Plans are billed monthly' }).default('month'),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: M.methodUnavailableTitle }).optional(),
});
export type TCreateSubscriptionRequest = z.input<typeof ZCreateSubscriptionRequest>;

/** An operator's decision on a pending Cash App payment. */
export const ZReviewPaymentRequest = z.object({
  note: z.string().trim().max(L.reviewNote, `Note must be at most ${L.reviewNote} characters`).optional(),
});

export const ZRefundRequest = z.object({
  reason: z.string().trim().max(L.refundReason, `Reason must be at most ${L.refundReason} characters`).optional(),
});

/** POST /api/subscriptions/mine/change (and /change/preview): the plan to move to. */
export const ZChangePlanRequest = z.object({
  planId: z.enum(PLAN_IDS, { error: 'Please choose a plan' }),
});
export type TChangePlanRequest = z.infer<typeof ZChangePlanRequest>;
