import { rooms } from '@app/shared-types/realtime';
import type { TPaymentQueueList, TPendingPayment, TSubscription, TSubscriptionStatus } from '@app/shared-types/membership/model';
import type { EventBus } from '../../events/event-bus';
import type { RealtimeEmitter } from '../../realtime/emitter';

/**
 * The only place that emits memberships events: the operators' queue, live in every operator's tab,
 * and the domain events other modules hear (payments to verify, decisions, memberships about to end).
 */
export function membershipsEvents(emitter: RealtimeEmitter, bus: Pick<EventBus, 'publish'>) {
  return {
    async queued(list: TPaymentQueueList, payment: TPendingPayment): Promise<void> {
      emitter.emit({ room: rooms.payments }, 'payment:queued', { list, payment });
      const { username, email, ...subscription } = payment;
      if (list === 'pending') await bus.publish('memberships.payment-queued', { subscription, member: { username, email } }, { id: `subscription:${payment.id}:queued` });
    },
    dequeued(list: TPaymentQueueList, id: string, status: TSubscriptionStatus): void {
      emitter.emit({ room: rooms.payments }, 'payment:dequeued', { list, id, status });
    },
    reviewed(subscription: TSubscription, operatorId: string, note: string | null): Promise<void> {
      const decision = subscription.status === 'rejected' ? 'rejected' : 'approved';
      return bus.publish('memberships.payment-reviewed', { subscription, decision, note, operatorId }, { id: `subscription:${subscription.id}:reviewed` });
    },
    /** `daysLeft` 7 keeps the id the 7-day notice always had; the 1-day one has its own. */
    expiring(subscription: TSubscription, daysLeft: 7 | 1 = 7): Promise<void> {
      const id = `subscription:${subscription.id}:expiring:${Date.parse(subscription.expiresAt ?? '')}${daysLeft === 1 ? ':1d' : ''}`;
      return bus.publish('memberships.expiring', { subscription }, { id });
    },
    renewalDue(subscription: TSubscription, daysLeft: 7 | 1, instructions: string | null): Promise<void> {
      return bus.publish('memberships.renewal-due', { subscription, daysLeft, instructions }, { id: `subscription:${subscription.id}:renewal:${Date.parse(subscription.expiresAt ?? '')}:${daysLeft}d` });
    },
    /** A Cash App renewal request joined the operators' queue (live in their tabs; nobody sent money yet, so no "to verify" notice). */
    renewalQueued(payment: TPendingPayment): void {
      emitter.emit({ room: rooms.payments }, 'payment:queued', { list: 'pending', payment });
    },
    /** A plan upgrade paid by Cash App joined, or left, the operators' list of upgrades to verify (live in their tabs). */
    upgradeQueued(payment: TPendingPayment): void {
      emitter.emit({ room: rooms.payments }, 'upgrade:queued', { payment });
    },
    upgradeDequeued(id: string, decision: 'approved' | 'rejected'): void {
      emitter.emit({ room: rooms.payments }, 'upgrade:dequeued', { id, decision });
    },
    /** An operator's decision on a Cash App renewal, told to the member as the first payment's was. */
    renewalReviewed(subscription: TSubscription, renewalOf: Date, decision: 'approved' | 'rejected', note: string | null, operatorId: string): Promise<void> {
      return bus.publish('memberships.payment-reviewed', { subscription, decision, note, operatorId }, { id: `subscription:${subscription.id}:renewal:${renewalOf.getTime()}:reviewed` });
    },
    paymentFailed(subscription: TSubscription, day: number): Promise<void> {
      return bus.publish('memberships.payment-failed', { subscription, day }, { id: `subscription:${subscription.id}:grace:${Date.parse(subscription.graceUntil ?? '')}:${day}` });
    },
  };
}

export type MembershipsEvents = ReturnType<typeof membershipsEvents>;
