import { useEffect } from 'react';
import { create } from '../store';
import { DEFAULT_BUSINESS_HOURS, type TBusinessHours } from '@app/shared-types/consultations/model';
import { getJson } from '../api-client';

/**
 * The firm's hours from the one source (GET /api/business-hours), shared by the consultations page,
 * the contact page's hours card and its consultation form. Starts from the published default.
 */
export const useBusinessHoursStore = create<{ hours: TBusinessHours; loaded: boolean }>(() => ({ hours: DEFAULT_BUSINESS_HOURS, loaded: false }));

export function setBusinessHours(hours: TBusinessHours): void {
  useBusinessHoursStore.setState({ hours, loaded: true });
}

export function useBusinessHours(): TBusinessHours {
  const hours = useBusinessHoursStore((s) => s.hours);
  const loaded = useBusinessHoursStore((s) => s.loaded);
  useEffect(() => {
    if (loaded) return;
    const controller = new AbortController();
    getJson<TBusinessHours>('/api/business-hours', { signal: controller.signal }).then(setBusinessHours, () => undefined);
    return () => controller.abort();
  }, [loaded]);
  return hours;
}
