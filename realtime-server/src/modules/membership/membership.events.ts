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
    expiring(subscription: TSubscription): Promise<void> {
      return bus.publish('memberships.expiring', { subscription }, { id: `subscription:${subscription.id}:expiring:${Date.parse(subscription.expiresAt ?? '')}` });
    },
  };
}

export type MembershipsEvents = ReturnType<typeof membershipsEvents>;
