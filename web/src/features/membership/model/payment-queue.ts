import { PLANS, type MembershipEvents, type TPaymentQueue, type TPendingPayment } from '@app/shared-types/membership/model';

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

export type TDecision = 'approve' | 'reject' | 'refund';

/** What the operator is asked before a decision: who, which plan, how much, and what follows. */
export function decisionQuestion(row: Pick<TPendingPayment, 'displayName' | 'planType' | 'amount'>, decision: TDecision): { title: string; text: string; confirmLabel: string } {
  const what = `${row.displayName}'s ${PLANS[row.planType].name} plan payment of $${row.amount}`;
  if (decision === 'approve')
    return { title: 'Approve this payment?', text: `Approve ${what}? Do it only after you have found the transfer in Cash App. The member gets the plan's access at once.`, confirmLabel: 'Approve Payment' };
  if (decision === 'reject')
    return { title: 'Reject this payment?', text: `Reject ${what}? Do it only when no matching transfer arrived. The member gets no access and may pay again.`, confirmLabel: 'Reject Payment' };
  return { title: 'Mark as refunded?', text: `Record that ${what} has been returned? The member's access ends now.`, confirmLabel: 'Mark Refunded' };
}
