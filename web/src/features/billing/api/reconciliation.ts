import { useEffect, useState } from 'react';
import type { TReconciliation } from '@app/shared-types/billing/model';
import { errorMessage, getJson } from '../../../lib/api-client';

export const fetchReconciliation = (month: string, signal?: AbortSignal) => getJson<TReconciliation>(`/api/billing/reconciliation?month=${encodeURIComponent(month)}`, { signal });

/** One month's reconciliation; a new month loads again (the previous answer stays until then, marked loading). */
export function useReconciliation(month: string | null) {
  const [state, setState] = useState<{ report: TReconciliation | null; loading: boolean; error: string | null }>({ report: null, loading: false, error: null });
  useEffect(() => {
    if (!month) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null }));
    fetchReconciliation(month, controller.signal).then(
      (report) => setState({ report, loading: false, error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ report: null, loading: false, error: errorMessage(error, 'The reconciliation could not be loaded.') });
      },
    );
    return () => controller.abort();
  }, [month]);
  return state;
}
