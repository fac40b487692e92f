import { useCallback, useEffect, useState } from 'react';
import type { TPendingPayment, TSubscription } from '@app/shared-types/membership/model';
import { apiRequest, getJson } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

export type TPaymentQueue = { pending: TPendingPayment[]; refunds: TPendingPayment[] };

export const fetchPaymentQueue = (signal?: AbortSignal) => getJson<TPaymentQueue>('/api/payments/queue', { signal });

/** Operators: Cash App payments to verify and refunds to return. */
export function usePaymentQueue(enabled: boolean) {
  const [queue, setQueue] = useState<TPaymentQueue | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetchPaymentQueue(controller.signal)
      .then(setQueue)
      .catch(() => setQueue({ pending: [], refunds: [] }));
    return () => controller.abort();
  }, [enabled, version]);
  return { queue, reload: useCallback(() => setVersion((v) => v + 1), []) };
}

type Decision = 'approve' | 'reject' | 'refund';
const decide = (id: string, decision: Decision) => apiRequest<TSubscription>('POST', `/api/payments/${encodeURIComponent(id)}/${decision}`, {});

const SUCCESS: Record<Decision, string> = { approve: 'Payment Approved', reject: 'Payment Rejected', refund: 'Refund Recorded' };

export function useDecidePayment(onDone: () => void) {
  return useAction(
    async (id: string, decision: Decision) => {
      const result = await decide(id, decision);
      onDone();
      return result;
    },
    {
      success: (_r, _id, decision) => ({ variant: 'success', title: SUCCESS[decision] }),
      errorTitle: 'Review Failed',
      errorFallback: 'Failed to record the decision. Please try again.',
    },
  );
}
