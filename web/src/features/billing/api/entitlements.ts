import type { TEntitlement } from '@app/shared-types/billing/model';
import { getJson } from '../../../lib/api-client';
import { useLoaded } from '../../../lib/use-loaded';

export const fetchEntitlements = (signal?: AbortSignal) => getJson<TEntitlement[]>('/api/billing/entitlements', { signal });

/** This plan month's meters; `key` reloads them when the account's plan changes live. */
export function useEntitlements(key: string | null) {
  const { data: meters, failed } = useLoaded(fetchEntitlements, key);
  return { meters, failed };
}
