import { useEffect } from 'react';
import type { TBusinessHours } from '@app/shared-types/consultations/model';
import type { TBusinessHoursRequest } from '@app/shared-types/consultations';
import { apiRequest, getJson } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { useConsultationsStore } from '../store';

/** `GET /api/business-hours`: the one source of the firm's hours (public). */
export function useBusinessHours(): TBusinessHours {
  const hours = useConsultationsStore((s) => s.hours);
  const loaded = useConsultationsStore((s) => s.hoursLoaded);
  useEffect(() => {
    if (loaded) return;
    const controller = new AbortController();
    getJson<TBusinessHours>('/api/business-hours', { signal: controller.signal }).then(
      (h) => useConsultationsStore.setState({ hours: h, hoursLoaded: true }),
      () => undefined,
    );
    return () => controller.abort();
  }, [loaded]);
  return hours;
}

/** `PUT /api/business-hours` (operators). */
export function useSaveBusinessHours() {
  return useAction(
    async (body: TBusinessHoursRequest) => {
      const hours = await apiRequest<TBusinessHours>('PUT', '/api/business-hours', body);
      useConsultationsStore.setState({ hours, hoursLoaded: true });
      return hours;
    },
    { success: { variant: 'success', title: 'Business Hours Updated' }, errorTitle: 'Update Failed', errorFallback: 'Failed to update business hours.' },
  );
}
