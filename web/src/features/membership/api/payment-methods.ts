import { useEffect, useState } from 'react';
import type { TPaymentMethods } from '@app/shared-types/membership/model';
import { getJson } from '../../../lib/api-client';

/** `GET /api/payment-methods`: which ways to pay the server has switched on. */
export function fetchPaymentMethods(signal?: AbortSignal): Promise<TPaymentMethods> {
  return getJson<TPaymentMethods>('/api/payment-methods', { signal });
}

/** The available methods, or null until known. Cash App counts as available unless explicitly false (spec). */
export function usePaymentMethods(): TPaymentMethods | null {
  const [methods, setMethods] = useState<TPaymentMethods | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchPaymentMethods(controller.signal)
      .then((m) => setMethods({ ...m, cashapp: m.cashapp !== false }))
      .catch(() => setMethods({ square: false, paypal: false, cashapp: true }));
    return () => controller.abort();
  }, []);
  return methods;
}
