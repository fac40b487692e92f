import { useEffect, useState } from 'react';
import type { TAvailabilitySlot } from '@app/shared-types/consultations/model';
import { getJson } from '../../../lib/api-client';

/** `GET /api/consultations/availability?date=yyyy-MM-dd`: runs only while a picker is open (`date` null stops it). */
export function useAvailability(date: string | null, duration: number, refresh = 0) {
  const [state, setState] = useState<{ key: string; slots: TAvailabilitySlot[] } | null>(null);
  const key = date ? `${date}:${duration}:${refresh}` : '';
  useEffect(() => {
    if (!date) return;
    const controller = new AbortController();
    getJson<TAvailabilitySlot[]>(`/api/consultations/availability?date=${date}&duration=${duration}`, { signal: controller.signal }).then(
      (slots) => setState({ key, slots: Array.isArray(slots) ? slots : [] }),
      () => {
        if (!controller.signal.aborted) setState({ key, slots: [] });
      },
    );
    return () => controller.abort();
  }, [date, duration, key]);
  const loading = !!date && state?.key !== key;
  return { slots: loading ? [] : (state?.slots ?? []), loading };
}
