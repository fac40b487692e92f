import { useCallback, useEffect, useState } from 'react';
import { MEMBERSHIP_MESSAGES as M, type TSubscription } from '@app/shared-types/membership/model';
import { apiRequest, getJson } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

export const fetchMySubscriptions = (signal?: AbortSignal) => getJson<TSubscription[]>('/api/subscriptions/mine', { signal });
export const cancelMembership = () => apiRequest<TSubscription>('POST', '/api/subscriptions/mine/cancel');
export const requestRefund = (reason?: string) => apiRequest<TSubscription>('POST', '/api/subscriptions/mine/refund', { reason });

/**
 * The member's memberships, newest first; `reload` after a change. `key` (the account's premium
 * flag and id) reloads them when the account changes live, e.g. an operator approved the payment.
 */
export function useMySubscriptions(key: string | null) {
  const [subscriptions, setSubscriptions] = useState<TSubscription[] | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!key) {
      setSubscriptions(null);
      return;
    }
    const controller = new AbortController();
    fetchMySubscriptions(controller.signal)
      .then(setSubscriptions)
      .catch(() => setSubscriptions([]));
    return () => controller.abort();
  }, [key, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { subscriptions, reload, setSubscriptions };
}

export function useCancelMembership() {
  return useAction(cancelMembership, {
    success: (s) => ({
      variant: 'success',
      title: s.status === 'cancelled' ? 'Payment Withdrawn' : 'Membership Cancelled',
      description: s.status === 'cancelled' ? 'Your pending payment request was withdrawn.' : 'Your membership will not renew. Your access continues until the end of the paid period.',
    }),
    errorTitle: M.subscriptionErrorTitle,
    errorFallback: M.subscriptionErrorText,
  });
}

export function useRequestRefund() {
  return useAction(requestRefund, {
    success: { variant: 'success', title: 'Refund Requested', description: 'We will return your payment within 5 business days and let you know by email.' },
    errorTitle: M.subscriptionErrorTitle,
    errorFallback: M.subscriptionErrorText,
  });
}
