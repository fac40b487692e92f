import type { TLedgerEntry } from '@app/shared-types/billing/model';
import { getJson } from '../../../lib/api-client';
import { useLoaded } from '../../../lib/use-loaded';

export const fetchMyLedger = (signal?: AbortSignal) => getJson<TLedgerEntry[]>('/api/billing/ledger', { signal });

/** The member's ledger entries, newest first; `key` reloads them when the account changes live (a payment approved). */
export function useMyLedger(key: string | null) {
  const { data: entries, failed } = useLoaded(fetchMyLedger, key);
  return { entries, failed };
}
