import { Types } from 'mongoose';
import type { TUser } from '@app/shared-types/auth';
import {
  MEMBERSHIP_MESSAGES as M,
  PLAN_CHANGE_MESSAGES as C,
  PLANS,
  tierAtLeast,
  type TChangePlanRequest,
  type TPaidPlanId,
  type TPlanChangeQuote,
  type TPendingPayment,
  type TSubscription,
} from '@app/shared-types/membership';
import { badRequest, conflict, notFound } from '../../errors/app-error';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../logger';
import type { Accounts } from '../module';
import type { PaymentProviders } from '../../integrations/payments';
import type { LedgerClaim } from '../billing/contracts';
import type { MembershipsEvents } from './membership.events';
import { toPendingPaymentDTO, toSubscriptionDTO } from './membership.dto';
import { oneMonthAfter, oneMonthBefore } from './periods';
import { prorate } from './proration';
import type { ISubscription } from './subscription.model';
import type { PaidMembershipStores } from './paid-membership-stores';

export type PlanChanges = ReturnType<typeof createPlanChanges>;

const cents = (plan: TPaidPlanId) => Math.round(PLANS[plan].price * 100);

/**
 * Plan changes (issue 27 section 4). An upgrade starts the new plan with a new monthly period, the
 * unused part of the current one counted toward it (proration.ts); its payment is a ledger claim like
 * any Cash App payment, and only an operator's verification (which settles it) moves the plan. A
 * downgrade is written as pending and applied by the plan-change job at the end of the paid period;
 * a cancellation (membership.service.ts) ends the membership then. Either can be undone until then.
 * Every transition is one conditional update on the membership, so two submits at once make one
 * pending change. Card and PayPal memberships renew at the provider at a fixed plan price, which our
 * provider clients cannot swap yet: changes on those rails are refused with a clear message (cancel
 * at period end still works); see PLAN_CHANGE_MESSAGES.cardRailChange.
 */
export function createPlanChanges({
  Subscriptions,
  ledger,
  entitlements,
  providers,
  clock,
  logger,
  accounts,
  events,
}: PaidMembershipStores & {
  accounts: Pick<Accounts, 'findManyById'>;
  events: Pick<MembershipsEvents, 'upgradeQueued' | 'upgradeDequeued'>;
  providers: PaymentProviders;
  clock: Clock;
  logger: Logger;
}) {
  const now = () => new Date(clock.now());

  /** The membership and the upgrade waiting on it, for an operator's decision: 404 without such a membership, 409 when no upgrade waits. */
  async function withPendingUpgrade(id: string) {
    const found = Types.ObjectId.isValid(id) ? await Subscriptions.findById(id).lean<ISubscription>() : null;
    if (!found) throw notFound(M.notFound);
    const upgrade = found.pendingUpgrade;
    if (!upgrade) throw conflict(C.noUpgradePending);
    return { found, upgrade };
  }

  /** A row of the operators' upgrade list: the membership as it is, with the plan and the amount to find. */
  function upgradeRow(s: ISubscription, member: TUser | undefined): TPendingPayment {
    const u = s.pendingUpgrade!;
    return { ...toPendingPaymentDTO(s, member), planType: u.planId, amount: u.amountDue / 100, createdAt: u.requestedAt.toISOString() };
  }

  async function activeOf(user: TUser, at: Date): Promise<ISubscription> {
    const open = await Subscriptions.findOne({ openFor: user.id }).lean<ISubscription>();
    if (!open || open.status !== 'active' || !open.expiresAt || open.expiresAt <= at) throw conflict(C.noActiveMembership);
    return open;
  }

  /** Why no change can be made now, if so: one pending change at a time. */
  function blocked(s: ISubscription): string | null {
    if (s.pendingUpgrade) return C.upgradePending;
    if (s.cancelAtPeriodEnd) return C.cancelPending;
    if (s.pendingPlan) return C.changePending;
    return null;
  }

  /** The settled period the member is in now: its start and end (the latest start not after now). */
  async function currentPeriod(s: ISubscription, at: Date): Promise<{ start: Date; end: Date; paidAhead: boolean }> {
    const periods = await ledger().settledPeriods(s._id.toString());
    const started = periods.filter((p) => p.periodStart <= at && p.periodEnd > at).sort((a, b) => b.periodStart.getTime() - a.periodStart.getTime())[0];
    const paidAhead = periods.some((p) => p.periodStart > at);
    if (started) return { start: started.periodStart, end: started.periodEnd, paidAhead };
    // Memberships from before the ledger: a month ending at the paid end.
    return { start: oneMonthBefore(s.expiresAt!), end: s.expiresAt!, paidAhead };
  }

  async function quote(user: TUser, input: TChangePlanRequest, at: Date): Promise<{ open: ISubscription; quote: TPlanChangeQuote }> {
    if (input.planId === 'free') throw badRequest(C.freeIsCancel, [{ path: 'planId', message: C.freeIsCancel }]);
    const planId = input.planId;
    const open = await activeOf(user, at);
    if (open.planType === planId) throw conflict(C.samePlan(PLANS[planId].name));
    const reason = blocked(open);
    if (reason) throw conflict(reason);
    if (open.paymentProvider !== 'cashapp') throw conflict(C.cardRailChange);
    const base = { planId, fromPlanId: open.planType, instructions: null };
    if (!tierAtLeast(planId, open.planType)) {
      return { open, quote: { ...base, effective: 'period-end', effectiveAt: open.expiresAt!.toISOString(), prorationCredit: 0, amountDue: 0, unusedDays: 0, periodDays: 0 } };
    }
    const period = await currentPeriod(open, at);
    // A period paid ahead would be credited only in part by a new period starting now: not offered.
    if (period.paidAhead) throw conflict('Your next period is already paid. You can upgrade once it starts.');
    const figures = prorate({ oldCents: cents(open.planType), newCents: cents(planId), periodStart: period.start, periodEnd: period.end, now: at });
    const instructions = providers.get('cashapp')?.instructions?.(figures.amountDue / 100, user.email) ?? null;
    return { open, quote: { ...base, effective: 'now', effectiveAt: at.toISOString(), ...figures, instructions } };
  }

  /** Re-reads a membership a conditional update missed, to say why (or that it vanished). */
  async function whyNot(id: Types.ObjectId): Promise<never> {
    const fresh = await Subscriptions.findById(id).lean<ISubscription>();
    throw conflict((fresh && blocked(fresh)) ?? 'Your membership changed meanwhile. Please reload and try again.');
  }

  const upgradeClaim = (s: ISubscription, u: NonNullable<ISubscription['pendingUpgrade']>): LedgerClaim => ({
    rail: 'cashapp',
    reference: u.reference,
    memberId: s.userId.toString(),
    subscriptionId: s._id.toString(),
    planType: u.planId,
    amount: u.amountDue,
  });

  return {
    /** What a change would do, without doing it. */
    async preview(user: TUser, input: TChangePlanRequest): Promise<TPlanChangeQuote> {
      return (await quote(user, input, now())).quote;
    },

    async change(user: TUser, input: TChangePlanRequest): Promise<TPlanChangeQuote> {
      const at = now();
      const { open, quote: q } = await quote(user, input, at);
      // Only while nothing else is pending and the plan is still the one quoted: of two submits, one writes.
      const free = { _id: open._id, status: 'active' as const, planType: open.planType, pendingPlan: null, pendingUpgrade: null, cancelAtPeriodEnd: false };
      if (q.effective === 'period-end') {
        const set = await Subscriptions.updateOne(free, { $set: { pendingPlan: q.planId, pendingPlanAt: open.expiresAt } });
        if (!set.modifiedCount) await whyNot(open._id);
        return q;
      }
      const upgrade = { planId: q.planId, reference: `upgrade:${open._id.toString()}:${at.getTime()}`, amountDue: q.amountDue, prorationCredit: q.prorationCredit, requestedAt: at };
      const set = await Subscriptions.updateOne(free, { $set: { pendingUpgrade: upgrade } });
      if (!set.modifiedCount) await whyNot(open._id);
      try {
        await ledger().claim(upgradeClaim(open, upgrade));
      } catch (error) {
        await Subscriptions.updateOne({ _id: open._id, 'pendingUpgrade.reference': upgrade.reference }, { $set: { pendingUpgrade: null } });
        throw error;
      }
      logger.info({ subscriptionId: open._id.toString(), planId: q.planId, amountDue: q.amountDue }, 'upgrade claimed');
      events.upgradeQueued(upgradeRow({ ...open, pendingUpgrade: upgrade }, user));
      return q;
    },

    /** Takes back a pending downgrade or cancellation (both, when both are pending). */
    async undo(user: TUser): Promise<TSubscription> {
      const open = await activeOf(user, now());
      if (open.pendingUpgrade) throw conflict(C.upgradePending);
      if (!open.pendingPlan && !open.cancelAtPeriodEnd) throw conflict(C.nothingToUndo);
      // A card subscription cancelled at the provider cannot be resumed from here.
      if (open.cancelAtPeriodEnd && open.paymentProvider !== 'cashapp') throw conflict(C.cardRailUndoCancel);
      const undone = await Subscriptions.findOneAndUpdate(
        { _id: open._id, status: 'active', $or: [{ pendingPlan: { $ne: null } }, { cancelAtPeriodEnd: true }] },
        { $set: { pendingPlan: null, pendingPlanAt: null, cancelAtPeriodEnd: false, cancelledAt: null } },
        { returnDocument: 'after' },
      ).lean<ISubscription>();
      if (!undone) throw conflict(C.nothingToUndo);
      return toSubscriptionDTO(undone);
    },

    /** An operator verified the upgrade's Cash App payment: settled in the ledger, then the plan moves. */
    async approveUpgrade(operator: TUser, id: string): Promise<TSubscription> {
      const { found, upgrade } = await withPendingUpgrade(id);
      const at = now();
      const periodEnd = oneMonthAfter(at);
      const { entry, settledNow } = await ledger().settle(upgradeClaim(found, upgrade), { verifiedBy: operator.id, verifiedAt: at, periodStart: at, periodEnd });
      if (!settledNow) throw conflict(M.notPending);
      const expiresAt = found.expiresAt && found.expiresAt > periodEnd ? found.expiresAt : periodEnd;
      const moved = await Subscriptions.findOneAndUpdate(
        { _id: found._id, status: 'active', 'pendingUpgrade.reference': upgrade.reference },
        { $set: { planType: upgrade.planId, amount: PLANS[upgrade.planId].price, expiresAt, pendingUpgrade: null, pendingPlan: null, pendingPlanAt: null } },
        { returnDocument: 'after' },
      ).lean<ISubscription>();
      if (!moved) {
        // Paid, but the membership ended meanwhile: reconciliation shows it settled and not granted.
        logger.warn({ subscriptionId: id }, 'upgrade settled for a membership no longer active');
        throw conflict('This membership is no longer active. The payment is recorded; please refund it.');
      }
      events.upgradeDequeued(id, 'approved');
      await entitlements.refresh(moved.userId, { now: at });
      await ledger().granted(entry.id, at);
      return toSubscriptionDTO(moved);
    },

    /** An operator found no payment for the upgrade: the claim is rejected and the plan stays. */
    async rejectUpgrade(operator: TUser, id: string): Promise<TSubscription> {
      const { found, upgrade } = await withPendingUpgrade(id);
      if (!(await ledger().close('cashapp', upgrade.reference, 'rejected', operator.id))) throw conflict(M.notPending);
      const cleared = await Subscriptions.findOneAndUpdate({ _id: found._id, 'pendingUpgrade.reference': upgrade.reference }, { $set: { pendingUpgrade: null } }, { returnDocument: 'after' }).lean<ISubscription>();
      events.upgradeDequeued(id, 'rejected');
      return toSubscriptionDTO(cleared ?? found);
    },

    /** Operators: upgrades whose Cash App payment waits for verification, oldest first (plan and amount to find). */
    async upgradeQueue(): Promise<TPendingPayment[]> {
      const rows = await Subscriptions.find({ status: 'active', pendingUpgrade: { $ne: null } }).sort({ 'pendingUpgrade.requestedAt': 1 }).limit(200).lean<ISubscription[]>();
      const people = await accounts.findManyById([...new Set(rows.map((s) => s.userId.toString()))]);
      const byId = new Map(people.filter((p): p is TUser => !!p).map((p) => [p.id, p]));
      return rows.map((s) => upgradeRow(s, byId.get(s.userId.toString())));
    },

    /** The plan-change job: downgrades whose paid period is over take effect (once each). */
    async applyDue(at = now()): Promise<number> {
      const due = await Subscriptions.find({ status: 'active', pendingPlan: { $ne: null }, pendingPlanAt: { $lte: at } }).limit(500).lean<ISubscription[]>();
      let applied = 0;
      for (const s of due) {
        const plan = s.pendingPlan!;
        const moved = await Subscriptions.findOneAndUpdate(
          { _id: s._id, status: 'active', pendingPlan: plan, pendingPlanAt: s.pendingPlanAt },
          { $set: { planType: plan, amount: PLANS[plan].price, pendingPlan: null, pendingPlanAt: null } },
          { returnDocument: 'after' },
        ).lean<ISubscription>();
        if (!moved) continue;
        await entitlements.refresh(moved.userId, { now: at });
        applied++;
      }
      return applied;
    },
  };
}
