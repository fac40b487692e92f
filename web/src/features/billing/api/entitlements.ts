import { useEffect, useState } from 'react';
import type { TEntitlement } from '@app/shared-types/billing/model';
import { getJson } from '../../../lib/api-client';

export const fetchEntitlements = (signal?: AbortSignal) => getJson<TEntitlement[]>('/api/billing/entitlements', { signal });

/** This plan month's meters; `key` reloads them when the account's plan changes live. */
export function useEntitlements(key: string | null) {
  const [state, setState] = useState<{ meters: TEntitlement[] | null; failed: boolean }>({ meters: null, failed: false });
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    fetchEntitlements(controller.signal).then(
      (meters) => setState({ meters, failed: false }),
      () => {
        if (!controller.signal.aborted) setState({ meters: null, failed: true });
      },
    );
    return () => controller.abort();
  }, [key]);
  return state;
}
