import { useEffect, useState } from 'react';
import type { TLedgerEntry } from '@app/shared-types/billing/model';
import { getJson } from '../../../lib/api-client';

export const fetchMyLedger = (signal?: AbortSignal) => getJson<TLedgerEntry[]>('/api/billing/ledger', { signal });

/** The member's ledger entries, newest first; `key` reloads them when the account changes live (a payment approved). */
export function useMyLedger(key: string | null) {
  const [state, setState] = useState<{ entries: TLedgerEntry[] | null; failed: boolean }>({ entries: null, failed: false });
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    fetchMyLedger(controller.signal).then(
      (entries) => setState({ entries, failed: false }),
      () => {
        if (!controller.signal.aborted) setState({ entries: null, failed: true });
      },
    );
    return () => controller.abort();
  }, [key]);
  return state;
}
