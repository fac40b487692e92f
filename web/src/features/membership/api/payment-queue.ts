import { useCallback, useEffect, useRef, useState } from 'react';
import type { TPaymentQueue, TSubscription } from '@app/shared-types/membership/model';
import { rooms } from '@app/shared-types/realtime/model';
import { apiRequest, getJson } from '../../../lib/api-client';
import { useRoom, useSocketEvent } from '../../../lib/socket';
import { useAction } from '../../../lib/use-action';
import { applyQueueEvent, type QueueEvent } from '../model/payment-queue';

export type { TPaymentQueue };

export const fetchPaymentQueue = (signal?: AbortSignal) => getJson<TPaymentQueue>('/api/payments/queue', { signal });

/**
 * Operators: Cash App payments to verify and refunds to return, live. The snapshot loads once the
 * `payments` room is joined (and again after every reconnect); events that arrive while it loads are
 * replayed on it, so another operator's decision or a new payment shows without a refresh.
 */
export function usePaymentQueue(enabled: boolean) {
  const [queue, setQueue] = useState<TPaymentQueue | null>(null);
  const loading = useRef<{ controller: AbortController; buffered: QueueEvent[] } | null>(null);

  const load = useCallback(() => {
    loading.current?.controller.abort();
    const current = { controller: new AbortController(), buffered: [] as QueueEvent[] };
    loading.current = current;
    fetchPaymentQueue(current.controller.signal).then(
      (snapshot) => {
        if (loading.current !== current) return;
        loading.current = null;
        setQueue(current.buffered.reduce(applyQueueEvent, snapshot));
      },
      () => {
        if (loading.current !== current || current.controller.signal.aborted) return;
        loading.current = null;
        setQueue((q) => q ?? { pending: [], refunds: [] });
      },
    );
  }, []);

  const room = useRoom(enabled ? rooms.payments : null, { onResync: load });
  const joined = room?.status === 'joined';
  useEffect(() => {
    if (!enabled) return;
    // Before the join completes as well: an operator whose socket is slow still sees the queue.
    load();
  }, [enabled, joined, load]);
  useEffect(() => () => loading.current?.controller.abort(), []);

  const apply = (event: QueueEvent) => {
    if (loading.current) loading.current.buffered.push(event);
    setQueue((q) => (q ? applyQueueEvent(q, event) : q));
  };
  useSocketEvent('payment:queued', (payload) => apply({ type: 'queued', ...payload }));
  useSocketEvent('payment:dequeued', (payload) => apply({ type: 'dequeued', ...payload }));
  return { queue, room, apply };
}

type Decision = 'approve' | 'reject' | 'refund';
const decide = (id: string, decision: Decision) => apiRequest<TSubscription>('POST', `/api/payments/${encodeURIComponent(id)}/${decision}`, {});

const SUCCESS: Record<Decision, string> = { approve: 'Payment Approved', reject: 'Payment Rejected', refund: 'Refund Recorded' };

/**
 * The row leaves every operator's queue through the room's event; `onDone` takes it out of this tab
 * at once too, in case this socket is between connections.
 */
export function useDecidePayment(onDone: (event: QueueEvent) => void) {
  return useAction(
    async (id: string, decision: Decision) => {
      const result = await decide(id, decision);
      onDone({ type: 'dequeued', list: decision === 'refund' ? 'refunds' : 'pending', id, status: result.status });
      return result;
    },
    {
      success: (_r, _id, decision) => ({ variant: 'success', title: SUCCESS[decision] }),
      errorTitle: 'Review Failed',
      errorFallback: 'Failed to record the decision. Please try again.',
    },
  );
}
