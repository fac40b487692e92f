/**
 * Plans, payment methods, subscription wire types and the spec's texts, without zod: the pricing and
 * premium pages import only these at first load. Schemas are in ../index.ts.
 */

export const PLAN_IDS = ['free', 'starter', 'professional', 'premium'] as const;
export type TPlanId = (typeof PLAN_IDS)[number];
export const PAID_PLAN_IDS = ['starter', 'professional', 'premium'] as const;
export type TPaidPlanId = (typeof PAID_PLAN_IDS)[number];
/** The subscribe page (/premium) sells only these two (spec 001 section 9). */
export const SUBSCRIBE_PAGE_PLAN_IDS = ['starter', 'professional'] as const;

export const SUPPORT_LEVELS = ['basic', 'priority', 'premium', 'vip'] as const;
export type TSupportLevel = (typeof SUPPORT_LEVELS)[number];

/** -1 means unlimited (spec 001 section 3). */
export const UNLIMITED = -1;

export type TPlan = {
  id: TPlanId;
  name: string;
  /** US dollars per billing period. */
  price: number;
  billingPeriod: 'month';
  description: string;
  features: string[];
  cta: string;
  badge: string | null;
  popular: boolean;
  highlighted: boolean;
  /** Premium-only live training sessions a member may register for per calendar month. */
  maxTrainingSessionsPerMonth: number;
  maxConsultationsPerMonth: number;
  supportLevel: TSupportLevel;
};

export const PLANS: Record<TPlanId, TPlan> = {
  free: {
    id: 'free',
    name: 'Free',
    price: 0,
    billingPeriod: 'month',
    description: 'Join the community of small businesses and government contractors.',
    features: ['Community feed and discussions', '2 free training modules', 'Open live training sessions', 'Compliance checklists and guides'],
    cta: 'Start Free',
    badge: null,
    popular: false,
    highlighted: false,
    maxTrainingSessionsPerMonth: 0,
    maxConsultationsPerMonth: 0,
    supportLevel: 'basic',
  },
  starter: {
    id: 'starter',
    name: 'Starter',
    price: 97,
    billingPeriod: 'month',
    description: 'The full training library for owners who keep their own books.',
    features: [
      'All 13 training modules',
      '2 premium live training sessions per month',
      'Premium community posts and videos',
      'Downloadable templates and checklists',
      'Priority email support',
    ],
    cta: 'Get Started',
    badge: null,
    popular: false,
    highlighted: false,
    maxTrainingSessionsPerMonth: 2,
    maxConsultationsPerMonth: 0,
    supportLevel: 'priority',
  },
  professional: {
    id: 'professional',
    name: 'Professional',
    price: 197,
    billingPeriod: 'month',
    description: 'Unlimited live training and a monthly consultation with our advisors.',
    features: [
      'Everything in Starter',
      'Unlimited premium live training sessions',
      '1 one-on-one consultation per month',
      'Government contracting and SAM registration guidance',
      'Premium support',
    ],
    cta: 'Go Professional',
    badge: 'Most Popular',
    popular: true,
    highlighted: false,
    maxTrainingSessionsPerMonth: UNLIMITED,
    maxConsultationsPerMonth: 1,
    supportLevel: 'premium',
  },
  premium: {
    id: 'premium',
    name: 'Premium',
    price: 297,
    billingPeriod: 'month',
    description: 'Unlimited consultations for firms that want an advisor on call.',
    features: [
      'Everything in Professional',
      'Unlimited one-on-one consultations',
      'Quarterly financial and compliance review',
      'Section 508 accessibility scanning guidance',
      'VIP support with same-day replies',
    ],
    cta: 'Go Premium',
    badge: 'Best Value',
    popular: false,
    highlighted: true,
    maxTrainingSessionsPerMonth: UNLIMITED,
    maxConsultationsPerMonth: UNLIMITED,
    supportLevel: 'vip',
  },
};

export const PLAN_LIST: TPlan[] = PLAN_IDS.map((id) => PLANS[id]);

const RANK: Record<TPlanId, number> = { free: 0, starter: 1, professional: 2, premium: 3 };
/** Tiers are ordered free < starter < professional < premium; content asks for one with requiredTier. */
export const tierAtLeast = (have: TPlanId, need: TPlanId) => RANK[have] >= RANK[need];
export const isPlanId = (value: unknown): value is TPlanId => typeof value === 'string' && Object.hasOwn(RANK, value);

/**
 * The tier content asks for: its requiredTier, and at least Starter when it is marked premium-only.
 * Records written before tiers (isPremiumOnly alone, meaning "any paid plan") keep that meaning
 * without a migration; a missing or unknown requiredTier counts as free.
 */
export function contentTier(content: { isPremiumOnly?: boolean | null; requiredTier?: string | null }): TPlanId {
  const stored = isPlanId(content.requiredTier) ? content.requiredTier : 'free';
  const floor: TPlanId = content.isPremiumOnly ? 'starter' : 'free';
  return tierAtLeast(stored, floor) ? stored : floor;
}

/** Locked cards name the plan that opens them and link to /pricing. */
export const tierIncludedText = (tier: TPlanId) => `Included in the ${PLANS[tier].name} plan and above.`;
export const upgradeToTierLabel = (tier: TPlanId) => `Upgrade to ${PLANS[tier].name}`;
/** The badge of gated content: "Premium Only" for any paid plan (the spec's label), else the plan. */
export const tierBadgeLabel = (tier: TPlanId) => (tier === 'starter' ? 'Premium Only' : `${PLANS[tier].name} plan`);

/** What a locked card or a refusal says: the plan that opens it. */
export const tierRequiredMessage = (tier: TPlanId) => `This is available with the ${PLANS[tier].name} plan or higher. Upgrade to continue.`;

/**
 * What a person's membership is, said the same way on every page (/premium, /settings, the account
 * menu, /training): the one source for plan names, so a Professional member is never told "Premium
 * Member" on one page and "Free Member" on another. Staff (operators and instructors) hold every
 * plan's features without paying and are named as what they are.
 */
export type TMembershipSubject = { role: string; isPremium: boolean; plan?: TPlanId | null };
export type TMembership = { kind: 'staff'; planId: 'premium' } | { kind: 'plan'; planId: TPlanId };
export const STAFF_MEMBERSHIP_LABEL = 'Staff account (all features)';

export function membershipOf(user: TMembershipSubject): TMembership {
  // The same rule as tierOf in auth/access (kept here without importing it: auth/access imports this file).
  if (user.role === 'operator' || user.role === 'instructor') return { kind: 'staff', planId: 'premium' };
  // A premium flag without a paid plan (accounts from before plans) is the full plan, as the user DTO says.
  if (!user.isPremium) return { kind: 'plan', planId: 'free' };
  return { kind: 'plan', planId: user.plan && user.plan !== 'free' ? user.plan : 'premium' };
}

/** "Professional plan", "Free plan", "Staff account (all features)". */
export function membershipLabel(user: TMembershipSubject): string {
  const membership = membershipOf(user);
  return membership.kind === 'staff' ? STAFF_MEMBERSHIP_LABEL : planLabel(membership.planId);
}

/** "Starter plan": a plan named as a plan, never as a kind of member. */
export const planLabel = (planId: TPlanId) => `${PLANS[planId].name} plan`;

export const CLAIMS = { moneyBackDays: 30, members: '1000+' } as const;
export const MONEY_BACK_GUARANTEE = '30-day money-back guarantee';

export const PAYMENT_METHODS = ['square', 'paypal', 'cashapp'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Stored on subscriptions (spec 000: square, paypal, venmo, cashapp). */
export const PAYMENT_PROVIDERS = ['square', 'paypal', 'venmo', 'cashapp'] as const;
export type TPaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
export const PAYMENT_METHOD_LABELS: Record<TPaymentMethod, string> = {
  square: 'Credit or debit card (Square)',
  paypal: 'PayPal',
  cashapp: 'Cash App',
};

/** GET /api/payment-methods */
export type TPaymentMethods = Record<TPaymentMethod, boolean>;
/** GET /api/payments/status */
export type TPaymentsStatus = Record<'square' | 'paypal', { configured: boolean; features: string[] }>;

/**
 * pending: waiting for payment (a Cash App transfer an operator has not verified, or a provider's
 * approval); active: paid, access granted until expiresAt; cancelled: ended by the member (access
 * lasts to the end of the paid period, then it is cancelled); expired: the period ran out;
 * rejected: an operator found no matching payment; refunded: money returned, access ended.
 */
export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'cancelled', 'expired', 'rejected', 'refunded'] as const;
export type TSubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export type TSubscription = {
  id: string;
  userId: string;
  paymentProvider: TPaymentProvider;
  subscriptionId: string | null;
  status: TSubscriptionStatus;
  planType: TPaidPlanId;
  amount: number;
  currency: 'USD';
  startDate: string | null;
  expiresAt: string | null;
  cancelAtPeriodEnd: boolean;
  refundRequestedAt: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
  createdAt: string;
  /** A pending Cash App payment: what to send and where (null otherwise). */
  instructions: string | null;
  /** A downgrade, cancellation or upgrade waiting to happen (absent or null: none). */
  pendingChange?: TPendingPlanChange | null;
  /**
   * A renewal charge failed: access lasts until this date (the grace period) unless a retry succeeds,
   * which clears it; null otherwise. What the member's "fix your payment" banner shows.
   */
  graceUntil: string | null;
  /** In grace: where the member fixes the payment at the provider (Square's invoice page, PayPal's automatic payments), if known. */
  paymentFixUrl: string | null;
  /** Cash App: a renewal for the period after expiresAt waits in the operators' queue (null otherwise). */
  renewalRequestedFor: string | null;
};

/** POST /api/subscribe (the spec's userId placeholder is not sent: identity is the session's). */
export type TSubscribeRequest = { planId: TPlanId; paymentMethod: TPaymentMethod; amount: number };

/** What the member's browser is told to do next after POST /api/subscribe. */
export type TSubscribeResult = {
  subscription: TSubscription;
  /** Cash App: what to send and where (manual; activation after verification). */
  instructions: string | null;
  /** Square and PayPal: the provider's page where the member approves the payment. */
  approvalUrl: string | null;
};

/** A row of the operators' Cash App verification queue. */
/** `displayName`: the member's first and last name, else the username (what the operators' queue shows). */
export type TPendingPayment = TSubscription & { username: string; displayName: string; email: string | null };

/** The operators' queue: Cash App payments to verify, and refund requests to return. */
export type TPaymentQueue = { pending: TPendingPayment[]; refunds: TPendingPayment[] };
export type TPaymentQueueList = keyof TPaymentQueue;

/** Server -> client events of the operators-only `payments` room (snapshot: GET /api/payments/queue). */
export type MembershipEvents = {
  /** A row joined a list (a new Cash App payment, a refund request). */
  'payment:queued': (payload: { list: TPaymentQueueList; payment: TPendingPayment }) => void;
  /** A row left a list (approved, rejected, withdrawn, refunded, ended), with the subscription's status now. */
  'payment:dequeued': (payload: { list: TPaymentQueueList; id: string; status: TSubscriptionStatus }) => void;
  /** A plan upgrade paid by Cash App waits for verification (snapshot: GET /api/subscriptions/upgrades). */
  'upgrade:queued': (payload: { payment: TPendingPayment }) => void;
  /** An upgrade left the list: approved or rejected (by any operator). */
  'upgrade:dequeued': (payload: { id: string; decision: 'approved' | 'rejected' }) => void;
};

export const MEMBERSHIP_MESSAGES = {
  paymentFailedTitle: 'Payment Failed',
  paymentFailedText: 'Unable to process payment. Please try again.',
  subscriptionError: 'Subscription Error: Something went wrong. Please try again.',
  subscriptionErrorTitle: 'Subscription Error',
  subscriptionErrorText: 'Something went wrong. Please try again.',
  cardsNotConfigured: 'Credit card processing is currently being configured. Cash App payments are available for immediate access.',
  serviceNotConfigured: 'Service not configured',
  methodUnavailableTitle: 'Payment Method Unavailable',
  methodUnavailableText: 'This payment method is not available right now. Please choose another method or pay with Cash App.',
  activatedTitle: 'Subscription Activated!',
  pendingTitle: 'Payment Pending Verification',
  pendingText: 'Your access is activated within 24 hours after we verify your Cash App payment.',
  amountMismatch: 'The amount does not match the price of this plan.',
  freePlanNotSold: 'The free plan needs no payment.',
  alreadySubscribed: 'You already have an active or pending membership.',
  notFound: 'Subscription not found',
  notPending: 'This payment has already been reviewed.',
  nothingToCancel: 'You have no membership to cancel.',
  refundWindowClosed: 'Refunds can be requested within 30 days of the start of your membership.',
  refundAlreadyRequested: 'A refund has already been requested for this membership.',
  sessionLimitReached: (plan: string, limit: number) =>
    `Your ${plan} plan includes ${limit} premium live training session${limit === 1 ? '' : 's'} per month, and you have used them this month. Upgrade to Professional for unlimited sessions.`,
} as const;

/** The Cash App instruction (spec: send the amount with your email as the note; activation within 24 hours of verification). */
export const cashAppInstructions = (amount: number, cashtag: string, email: string | null) =>
  `Send $${amount} to ${cashtag} on Cash App with ${email ? `your email (${email})` : 'your email address'} as the note. Your membership is activated within 24 hours after we verify the payment.`;

export const MEMBERSHIP_TEXT_LIMITS = { reviewNote: 500, refundReason: 1000 } as const;

/**
 * A plan change waiting to happen (issue 27 section 4): a downgrade or a cancellation at the end of
 * the paid period (`effectiveAt`), or an upgrade whose prorated payment waits for verification.
 */
export type TPendingPlanChange =
  | { kind: 'downgrade'; planId: TPaidPlanId; effectiveAt: string }
  | { kind: 'cancel'; planId: 'free'; effectiveAt: string }
  | { kind: 'upgrade'; planId: TPaidPlanId; amountDue: number; prorationCredit: number; requestedAt: string };

/**
 * The answer of POST /api/subscriptions/mine/change and of its preview (/change/preview): an upgrade
 * is `now` (a new monthly period at the new price, the unused part of the current one counted
 * toward it), a downgrade `period-end`. Amounts are integer cents, like every amount of the ledger.
 */
export type TPlanChangeQuote = {
  planId: TPaidPlanId;
  fromPlanId: TPaidPlanId;
  effective: 'now' | 'period-end';
  /** When the new plan starts: now for an upgrade, the end of the paid period for a downgrade. */
  effectiveAt: string;
  /** Cents of the current period left unused (whole days), counted toward the upgrade; 0 for a downgrade. */
  prorationCredit: number;
  /** Cents to pay now: the new plan's monthly price less the credit; 0 for a downgrade. */
  amountDue: number;
  unusedDays: number;
  periodDays: number;
  /** An upgrade by Cash App: what to send and where (null otherwise). */
  instructions: string | null;
};

export const PLAN_CHANGE_MESSAGES = {
  samePlan: (plan: string) => `You are already on the ${plan} plan.`,
  freeIsCancel: 'To move to the Free plan, cancel your membership: it ends at the end of the paid period.',
  noActiveMembership: 'You have no active membership to change.',
  changePending: 'A plan change is already pending. Undo it first, or wait until it takes effect.',
  cancelPending: 'Your membership is set to end at the end of this period. Undo the cancellation first.',
  upgradePending: 'Your upgrade payment is waiting for verification.',
  nothingToUndo: 'There is no pending plan change or cancellation to undo.',
  cardRailChange: 'Plan changes for card and PayPal memberships are not available yet. Cancel at the end of this period, then subscribe to the new plan.',
  cardRailUndoCancel: 'This membership was already stopped at the payment provider. You can subscribe again when this period ends.',
  noUpgradePending: 'This membership has no upgrade waiting for verification.',
} as const;
