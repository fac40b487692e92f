import type { MembershipEvents, TPaymentQueue } from '@app/shared-types/membership/model';

export type QueueEvent =
  | ({ type: 'queued' } & Parameters<MembershipEvents['payment:queued']>[0])
  | ({ type: 'dequeued' } & Parameters<MembershipEvents['payment:dequeued']>[0]);

/**
 * One live change to the operators' queue. Idempotent, so events that arrived while a snapshot was
 * loading can be replayed on it whether or not the snapshot already had them.
 */
export function applyQueueEvent(queue: TPaymentQueue, event: QueueEvent): TPaymentQueue {
  const rows = queue[event.list];
  if (event.type === 'queued') {
    if (rows.some((r) => r.id === event.payment.id)) return queue;
    return { ...queue, [event.list]: [...rows, event.payment] };
  }
  if (!rows.some((r) => r.id === event.id)) return queue;
  return { ...queue, [event.list]: rows.filter((r) => r.id !== event.id) };
}
