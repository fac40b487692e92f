import { rooms } from '@app/shared-types/realtime';
import type { TPaymentQueueList, TPendingPayment, TSubscriptionStatus } from '@app/shared-types/membership/model';
import type { RealtimeEmitter } from '../../realtime/emitter';

/** The only place that emits memberships events: the operators' queue, live in every operator's tab. */
export function membershipsEvents(emitter: RealtimeEmitter) {
  return {
    queued(list: TPaymentQueueList, payment: TPendingPayment): void {
      emitter.emit({ room: rooms.payments }, 'payment:queued', { list, payment });
    },
    dequeued(list: TPaymentQueueList, id: string, status: TSubscriptionStatus): void {
      emitter.emit({ room: rooms.payments }, 'payment:dequeued', { list, id, status });
    },
  };
}

export type MembershipsEvents = ReturnType<typeof membershipsEvents>;
