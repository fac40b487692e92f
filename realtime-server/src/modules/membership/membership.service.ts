import { Types, type Connection } from 'mongoose';
import type { z } from 'zod';
import type { TUser } from '@app/shared-types/auth';
import {
  MEMBERSHIP_MESSAGES as M,
  PLANS,
  PLAN_LIST,
  type TPaidPlanId,
  type TPaymentMethod,
  type TPendingPayment,
  type TSubscribeResult,
  type TSubscription,
  type ZCreateSubscriptionRequest,
  type ZSubscribeRequest,
} from '@app/shared-types/membership';
import { AppError, badRequest, conflict, notFound, upstreamFailed } from '../../errors/app-error';
import { isDuplicateKeyError } from '../../errors/model-errors';
import type { IncomingHttpHeaders } from 'node:http';
import { ZodError } from 'zod';
import { ErrorCode } from '@app/shared-types/errors';
import { WebhookSignatureError, type PaymentProviders, type ProviderEvent } from '../../integrations/payments';
import type { Logger } from '../../logger';
import type { Accounts } from '../module';
import { createEntitlements } from './entitlements';
import type { MembershipsEvents } from './membership.events';
import { toPendingPaymentDTO, toSubscriptionDTO } from './membership.dto';
import { MONEY_BACK_MS, oneMonthAfter } from './periods';
import { paymentEventModel, subscriptionModel, type ISubscription } from './subscription.model';
import type { LedgerClaim, LedgerPort } from '../billing/contracts';
import type { TLedgerEntry } from '@app/shared-types/billing/model';
import { createProviderEvents, priceInCents, type ProviderEventOutcome } from './provider-events';
import { providerStates } from './provider-states';
import { createDunning } from './dunning';
import { createMoneyBack } from './money-back';
import { cashAppRenewals } from './cashapp-renewals';
import type { Clock } from '../../lib/clock';

export type MembershipsService = ReturnType<typeof createMembershipsService>;

const methodUnavailable = () => badRequest(M.methodUnavailableText, [{ path: 'paymentMethod', message: M.methodUnavailableTitle }]);
const alreadySubscribed = () => conflict(M.alreadySubscribed);
const OPEN = ['pending', 'active'] as const;
/** The order createSubscription picks a method in when the member named none. */
const DEFAULT_METHODS: TPaymentMethod[] = ['square', 'paypal', 'cashapp'];

/**
 * Plans, subscriptions and the payment flows. Nothing is granted before the money is confirmed: a
 * Cash App payment by an operator's approval, a card or wallet by the provider's signed webhook.
 */
export function createMembershipsService({
  db,
  accounts,
  providers,
  logger,
  events,
  ledger: ledgerPort,
  clock,
  graceDays,
}: {
  db: Connection;
  accounts: Accounts;
  providers: PaymentProviders;
  logger: Logger;
  events: MembershipsEvents;
  /** The billing module's ledger (ctx.ports): every payment is an entry there, and only settled ones grant access. */
  ledger: () => LedgerPort | undefined;
  /** The time the rules read (tests move a manual one); the grace after a failed renewal charge, in days. */
  clock: Clock;
  graceDays: number;
}) {
  const Subscriptions = subscriptionModel(db);
  const Events = paymentEventModel(db);
  const entitlements = createEntitlements({ Subscriptions, users: accounts });

  const ledger = (): LedgerPort => {
    const port = ledgerPort();
    if (!port) throw new Error('The billing module (ledger port) is not mounted: payments cannot be recorded');
    return port;
  };
  /** The ledger entry of a Cash App payment: its reference is our subscription id (the transfer has no id we can read). */
  const cashAppClaim = (s: ISubscription): LedgerClaim => ({
    rail: 'cashapp',
    reference: s._id.toString(),
    memberId: s.userId.toString(),
    subscriptionId: s._id.toString(),
    planType: s.planType,
    amount: priceInCents(s),
  });

  const openOf = (userId: string) => Subscriptions.findOne({ openFor: userId }).lean<ISubscription>();

  async function subscribe(user: TUser, input: z.output<typeof ZSubscribeRequest>): Promise<TSubscribeResult> {
    if (input.planId === 'free') throw badRequest(M.freePlanNotSold, [{ path: 'planId', message: M.freePlanNotSold }]);
    const plan = PLANS[input.planId];
    // The price is ours: a body that names another amount is refused, never charged or trusted.
    if (input.amount !== plan.price) throw badRequest(M.amountMismatch, [{ path: 'amount', message: M.amountMismatch }]);
    const provider = providers.get(input.paymentMethod);
    if (!provider) throw methodUnavailable();
    if (await openOf(user.id)) throw alreadySubscribed();

    let created: ISubscription;
    try {
      created = (
        await Subscriptions.create({
          userId: user.id,
          paymentProvider: input.paymentMethod,
          status: 'pending',
          planType: input.planId as TPaidPlanId,
          amount: plan.price,
          openFor: user.id,
        })
      ).toObject<ISubscription>();
    } catch (error) {
      if (isDuplicateKeyError(error)) throw alreadySubscribed();
      throw error;
    }

    try {
      const started = await provider.start({
        reference: created._id.toString(),
        user: { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName },
        plan: created.planType,
        amount: created.amount,
      });
      const saved = started.providerSubscriptionId
        ? await Subscriptions.findByIdAndUpdate(created._id, { $set: { subscriptionId: started.providerSubscriptionId } }, { returnDocument: 'after' }).lean<ISubscription>()
        : created;
      if (created.paymentProvider === 'cashapp') {
        await ledger().claim(cashAppClaim(created));
        await events.queued('pending', toPendingPaymentDTO(saved ?? created, user));
      }
      return { subscription: toSubscriptionDTO(saved ?? created, started.instructions), instructions: started.instructions, approvalUrl: started.approvalUrl };
    } catch (error) {
      // The provider refused or did not answer: nothing was charged, so the member may try again.
      await Subscriptions.updateOne({ _id: created._id, status: 'pending' }, { $set: { status: 'rejected', openFor: null, reviewNote: 'The payment provider did not accept the request.' } });
      logger.warn({ err: error, provider: provider.id }, 'payment provider refused a subscription');
      throw error instanceof AppError ? error : upstreamFailed(M.paymentFailedText);
    }
  }

  async function activate(subscription: ISubscription, extra: Partial<ISubscription>, now = new Date()): Promise<ISubscription | null> {
    const activated = await Subscriptions.findOneAndUpdate(
      { _id: subscription._id, status: 'pending' },
      { $set: { status: 'active', startDate: now, expiresAt: oneMonthAfter(now), ...extra } },
      { returnDocument: 'after' },
    ).lean<ISubscription>();
    if (activated) await entitlements.refresh(activated.userId);
    return activated;
  }

  /**
   * Ends a membership now (expired, refunded, cancelled by the provider) and takes its access back.
   * The account is written first, as if the membership had ended, and the membership after it: the
   * two are documents apart (no transaction on the embedded store), so this order is what makes
   * anyone who reads the membership ended read its access gone too. Should ending it fail, or not
   * happen after all (`still` no longer holds: a payment renewed it meanwhile), the account is put
   * back in step with what stands.
   */
  async function close(
    id: Types.ObjectId,
    status: 'expired' | 'cancelled' | 'refunded',
    extra: Partial<ISubscription> = {},
    still: Record<string, unknown> = {},
  ): Promise<ISubscription | null> {
    const filter = { _id: id, status: { $in: OPEN }, ...still };
    const open = await Subscriptions.findOne(filter, { userId: 1 }).lean<Pick<ISubscription, 'userId'>>();
    if (!open) return null;
    await entitlements.refresh(open.userId, { without: id });
    let closed: ISubscription | null;
    try {
      closed = await Subscriptions.findOneAndUpdate(filter, { $set: { status, openFor: null, ...extra } }, { returnDocument: 'after' }).lean<ISubscription>();
    } catch (error) {
      await entitlements.refresh(open.userId);
      throw error;
    }
    if (!closed) await entitlements.refresh(open.userId);
    if (closed?.refundRequestedAt) events.dequeued('refunds', closed._id.toString(), closed.status);
    if (closed?.renewalRequestedFor) events.dequeued('pending', closed._id.toString(), closed.status);
    return closed;
  }

  /** A confirmed payment: the period it pays for is granted, whatever else happened meanwhile. */
  async function applyPayment(subscription: ISubscription, periodEnd: Date, paidAt: Date, now: Date): Promise<boolean> {
    if (periodEnd <= now || subscription.status === 'refunded' || subscription.status === 'rejected') return false;
    const expiresAt = subscription.expiresAt && subscription.expiresAt > periodEnd ? subscription.expiresAt : periodEnd;
    if (subscription.status === 'pending') return !!(await activate(subscription, { expiresAt, startDate: paidAt }, now));
    const set: Partial<ISubscription> = { expiresAt, ...dunning.cleared };
    if (subscription.status !== 'active') {
      // Paid, though a newer event closed it first (events out of order): the paid period still counts,
      // without renewals.
      Object.assign(set, { status: 'active', openFor: subscription.userId.toString(), cancelAtPeriodEnd: true, startDate: subscription.startDate ?? paidAt });
    }
    try {
      await Subscriptions.updateOne({ _id: subscription._id }, { $set: set });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      logger.warn({ subscriptionId: subscription._id.toString() }, 'a payment arrived for a closed membership while another is open');
      return false;
    }
    await entitlements.refresh(subscription.userId);
    return true;
  }

  /** The end of what settled ledger entries paid for this membership: access derives from these only. */
  async function paidThrough(subscriptionId: Types.ObjectId): Promise<Date | null> {
    const periods = await ledger().settledPeriods(subscriptionId.toString());
    return periods.reduce<Date | null>((end, p) => (!end || p.periodEnd > end ? p.periodEnd : end), null);
  }

  /** A settled entry's period applied to its membership; marked granted in the ledger when it was. */
  async function grant(subscription: ISubscription, entry: TLedgerEntry, now: Date): Promise<void> {
    const end = await paidThrough(subscription._id);
    if (!end || !entry.periodStart) return;
    if (await applyPayment(subscription, end, new Date(entry.periodStart), now)) await ledger().granted(entry.id, now);
  }

  const dunning = createDunning({ Subscriptions, entitlements, events, graceDays, clock });
  /** A membership a dispute ended, open again for what its settled entries still pay (a dispute won). */
  async function restore(subscriptionId: string, now: Date): Promise<void> {
    const found = await Subscriptions.findById(subscriptionId).lean<ISubscription>();
    if (!found || found.status !== 'expired') return;
    const end = await paidThrough(found._id);
    if (end) await applyPayment(found, end, found.startDate ?? now, now);
  }

  const moneyBack = createMoneyBack({ Subscriptions, ledger, entitlements, close: (id, status) => close(id, status), restore });
  const reviewRenewal = cashAppRenewals({ Subscriptions, ledger, entitlements, events, clock });
  const applyState = providerStates({ Subscriptions, close });
  const applyProviderEvent = createProviderEvents({ Subscriptions, Events, ledger, grant, applyState, dunning, moneyBack, logger });

  return {
    Subscriptions,
    models: [Subscriptions, Events],
    plans: () => PLAN_LIST,
    methods: () => providers.methods(),
    status: () => providers.status(),
    subscribe,

    /** POST /api/create-subscription: a paid plan with the member's chosen method, or the first available. */
    async createSubscription(user: TUser, input: z.output<typeof ZCreateSubscriptionRequest>): Promise<TSubscribeResult> {
      const methods = providers.methods();
      const paymentMethod = input.paymentMethod ?? DEFAULT_METHODS.find((m) => methods[m]);
      if (!paymentMethod) throw methodUnavailable();
      return subscribe(user, { planId: input.planType, paymentMethod, amount: input.amount });
    },

    /** The member's memberships, newest first (the open one, if any, is first). */
    async mine(user: TUser): Promise<TSubscription[]> {
      const rows = await Subscriptions.find({ userId: user.id }).sort({ createdAt: -1, _id: -1 }).limit(24).lean<ISubscription[]>();
      const cashApp = providers.get('cashapp');
      return rows.map((s) => toSubscriptionDTO(s, s.status === 'pending' && s.paymentProvider === 'cashapp' ? (cashApp?.instructions?.(s.amount, user.email) ?? null) : null));
    },

    /**
     * A pending payment is withdrawn at once; an active membership stops renewing at the provider and
     * keeps its access until the end of the period paid for (the expiry job ends it then).
     */
    async cancel(user: TUser): Promise<TSubscription> {
      const open = await openOf(user.id);
      if (!open) throw notFound(M.nothingToCancel);
      if (open.status === 'pending') {
        const withdrawn = await Subscriptions.findOneAndUpdate(
          { _id: open._id, status: 'pending' },
          { $set: { status: 'cancelled', openFor: null, cancelledAt: new Date() } },
          { returnDocument: 'after' },
        ).lean<ISubscription>();
        if (!withdrawn) throw conflict('Your membership changed meanwhile. Please reload and try again.');
        if (withdrawn.paymentProvider === 'cashapp') events.dequeued('pending', withdrawn._id.toString(), withdrawn.status);
        return toSubscriptionDTO(withdrawn);
      }
      if (open.subscriptionId) await providers.get(open.paymentProvider as TPaymentMethod)?.cancel(open.subscriptionId);
      const cancelled = await Subscriptions.findOneAndUpdate(
        { _id: open._id, status: 'active' },
        { $set: { cancelAtPeriodEnd: true, cancelledAt: open.cancelledAt ?? new Date() } },
        { returnDocument: 'after' },
      ).lean<ISubscription>();
      if (!cancelled) throw conflict('Your membership changed meanwhile. Please reload and try again.');
      return toSubscriptionDTO(cancelled);
    },

    /** The 30-day money-back guarantee: the member asks; an operator returns the money and ends access. */
    async requestRefund(user: TUser, reason: string | undefined, now = new Date()): Promise<TSubscription> {
      const open = await openOf(user.id);
      if (!open || open.status !== 'active' || !open.startDate) throw notFound('You have no paid membership to refund.');
      if (open.refundRequestedAt) throw conflict(M.refundAlreadyRequested);
      if (now.getTime() - open.startDate.getTime() > MONEY_BACK_MS) throw conflict(M.refundWindowClosed);
      const updated = await Subscriptions.findOneAndUpdate(
        { _id: open._id, status: 'active', refundRequestedAt: null },
        { $set: { refundRequestedAt: now, refundReason: reason ?? null } },
        { returnDocument: 'after' },
      ).lean<ISubscription>();
      if (!updated) throw conflict(M.refundAlreadyRequested);
      await events.queued('refunds', toPendingPaymentDTO(updated, user));
      return toSubscriptionDTO(updated);
    },

    /** The operators' queue: Cash App payments waiting for verification, and refund requests. */
    async queue(): Promise<{ pending: TPendingPayment[]; refunds: TPendingPayment[] }> {
      const [pending, refunds] = await Promise.all([
        Subscriptions.find({ paymentProvider: 'cashapp', $or: [{ status: 'pending' }, { status: 'active', renewalRequestedFor: { $ne: null } }] }).sort({ createdAt: 1 }).limit(200).lean<ISubscription[]>(),
        Subscriptions.find({ status: 'active', refundRequestedAt: { $ne: null } }).sort({ refundRequestedAt: 1 }).limit(200).lean<ISubscription[]>(),
      ]);
      const people = new Map<string, TUser | null>();
      for (const s of [...pending, ...refunds]) {
        const id = s.userId.toString();
        if (!people.has(id)) people.set(id, await accounts.findById(id));
      }
      const row = (s: ISubscription) => toPendingPaymentDTO(s, people.get(s.userId.toString()) ?? undefined);
      return { pending: pending.map(row), refunds: refunds.map(row) };
    },

    /** An operator's decision on a pending Cash App payment; two operators at once: the first decides. */
    async review(operator: TUser, id: string, decision: 'approve' | 'reject', note: string | undefined): Promise<TSubscription> {
      const found = await Subscriptions.findById(id).lean<ISubscription>();
      if (!found) throw notFound(M.notFound);
      if (found.status === 'active' && found.renewalRequestedFor) return reviewRenewal(operator, found, decision, note);
      if (found.status !== 'pending' || found.paymentProvider !== 'cashapp') throw conflict(M.notPending);
      const now = new Date();
      const review = { reviewedBy: new Types.ObjectId(operator.id), reviewedAt: now, reviewNote: note ?? null };
      let decided: ISubscription | null;
      // The ledger entry's transition is the gate: of two operators deciding at once, one settles or rejects it.
      if (decision === 'approve') {
        const { entry, settledNow } = await ledger().settle(cashAppClaim(found), { verifiedBy: operator.id, verifiedAt: now, periodStart: now, periodEnd: oneMonthAfter(now) });
        if (!settledNow) throw conflict(M.notPending);
        decided = await activate(found, { ...review, expiresAt: (await paidThrough(found._id)) ?? oneMonthAfter(now) }, now);
        if (decided) await ledger().granted(entry.id, now);
      } else {
        await ledger().claim(cashAppClaim(found));
        if (!(await ledger().close('cashapp', found._id.toString(), 'rejected', operator.id))) throw conflict(M.notPending);
        decided = await Subscriptions.findOneAndUpdate({ _id: found._id, status: 'pending' }, { $set: { status: 'rejected', openFor: null, ...review } }, { returnDocument: 'after' }).lean<ISubscription>();
      }
      if (!decided) throw conflict(M.notPending);
      events.dequeued('pending', id, decided.status);
      logger.info({ subscriptionId: id, decision, operatorId: operator.id }, 'manual payment reviewed');
      await events.reviewed(toSubscriptionDTO(decided), operator.id, note ?? null);
      return toSubscriptionDTO(decided);
    },

    /** An operator returned the money of a refund request: the membership ends now. */
    async refund(operator: TUser, id: string): Promise<TSubscription> {
      if (!Types.ObjectId.isValid(id)) throw notFound(M.notFound);
      const closed = await close(new Types.ObjectId(id), 'refunded', { reviewedBy: new Types.ObjectId(operator.id), reviewedAt: new Date() });
      if (!closed) throw conflict('This membership is not active.');
      const paid = await ledger().latestSettled(closed._id.toString());
      if (paid) await ledger().close(paid.rail, paid.reference, 'refunded', operator.id);
      if (closed.subscriptionId) await providers.get(closed.paymentProvider as TPaymentMethod)?.cancel(closed.subscriptionId).catch((err: unknown) => logger.warn({ err }, 'provider cancel after refund failed'));
      return toSubscriptionDTO(closed);
    },

    /** The expiry sweep: memberships past their paid period end (cancelled ones as cancelled). */
    async expireDue(now = new Date(clock.now())): Promise<number> {
      // A membership in grace after a failed renewal charge (dunning.ts) keeps access until the grace ends.
      const past = { expiresAt: { $lte: now }, $or: [{ graceUntil: null }, { graceUntil: { $lte: now } }] };
      const due = await Subscriptions.find({ status: 'active', ...past }, { _id: 1, cancelAtPeriodEnd: 1 }).limit(500).lean<ISubscription[]>();
      let ended = 0;
      // Only while still past its period: a payment landing meanwhile renews it instead.
      for (const s of due) if (await close(s._id, s.cancelAtPeriodEnd ? 'cancelled' : 'expired', {}, past)) ended++;
      return ended;
    },

    /** A verified provider event (see provider-events.ts): matched, checked, recorded in the ledger, applied once. */
    applyProviderEvent: (provider: 'square' | 'paypal', event: ProviderEvent, now = new Date()): Promise<ProviderEventOutcome> => applyProviderEvent(provider, event, now),

    /** A webhook delivery: verified on its raw body, then applied (see applyProviderEvent). */
    async webhook(provider: 'square' | 'paypal', rawBody: Buffer | undefined, headers: IncomingHttpHeaders) {
      const client = providers.get(provider);
      if (!client?.parseWebhook) throw notFound(M.serviceNotConfigured);
      if (!rawBody?.length) throw badRequest('A JSON body is required.');
      let event: ProviderEvent | null;
      try {
        event = await client.parseWebhook(rawBody, headers);
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          logger.warn({ provider, reason: error.message }, 'webhook refused: bad signature');
          throw new AppError(ErrorCode.UNAUTHENTICATED, 'Invalid webhook signature.');
        }
        if (error instanceof SyntaxError || error instanceof ZodError) throw badRequest('Unreadable webhook event.');
        throw error;
      }
      if (!event) return 'ignored' as const;
      const outcome = await this.applyProviderEvent(provider, event, new Date(clock.now()));
      // Not ours yet (its subscription id not stored): a 404 makes the provider deliver it again later.
      if (outcome === 'unknown') throw notFound(M.notFound);
      return outcome;
    },

    entitlements,
    dunning,
  };
}
