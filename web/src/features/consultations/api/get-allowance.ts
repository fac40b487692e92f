import { useEffect } from 'react';
import { firmDateOf, type TConsultationAllowance } from '@app/shared-types/consultations/model';
import { errorMessage, getJson } from '../../../lib/api-client';
import { loadedAllowances, setAllowance, useConsultationsStore } from '../store';

/** The plan month (yyyy-MM, firm time) an instant or a yyyy-MM-dd date falls in. */
export const monthOf = (date: string | Date) => (typeof date === 'string' ? date : firmDateOf(date)).slice(0, 7);

/** `GET /api/consultations/allowance?month=yyyy-MM`: the booking rule's own numbers for that month. */
export async function loadAllowance(viewer: string, month: string, signal?: AbortSignal): Promise<void> {
  try {
    setAllowance(viewer, month, await getJson<TConsultationAllowance>(`/api/consultations/allowance?month=${encodeURIComponent(month)}`, { signal }));
  } catch (error) {
    if (!signal?.aborted) setAllowance(viewer, month, null, errorMessage(error));
  }
}

/** After a booking, a cancellation or a move (here or in another tab): the counts again. */
export function reloadAllowances(): void {
  const { viewer, months } = loadedAllowances();
  if (viewer) for (const month of months) void loadAllowance(viewer, month);
}

/**
 * The viewer's allowance for `month` (null: not wanted, e.g. a visitor). Loaded once per month and
 * viewer; `reloadAllowances` keeps it true after changes.
 */
export function useAllowance(month: string | null, viewer: string | null) {
  const mine = useConsultationsStore((s) => !!viewer && s.allowanceViewer === viewer);
  const allowance = useConsultationsStore((s) => (mine && month ? s.allowances[month] : undefined));
  const error = useConsultationsStore((s) => (mine && month ? s.allowanceErrors[month] : undefined));
  const missing = !!month && !!viewer && !allowance && !error;
  useEffect(() => {
    if (!missing || !month || !viewer) return;
    const controller = new AbortController();
    void loadAllowance(viewer, month, controller.signal);
    return () => controller.abort();
  }, [missing, month, viewer]);
  const retry = () => {
    if (month && viewer) void loadAllowance(viewer, month);
  };
  return { allowance: allowance ?? null, error: error ?? null, retry };
}
