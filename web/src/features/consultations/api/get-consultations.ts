import { useEffect } from 'react';
import type { TConsultation, TConsultationFilter } from '@app/shared-types/consultations/model';
import { errorMessage, getJson } from '../../../lib/api-client';
import { useConsultationsStore } from '../store';

/** `GET /api/consultations?category=`: the member's own, or the firm's schedule for operators. */
export function fetchConsultations(category: TConsultationFilter, signal?: AbortSignal): Promise<TConsultation[]> {
  return getJson<TConsultation[]>(`/api/consultations?category=${encodeURIComponent(category)}`, { signal });
}

export function useConsultationList(category: TConsultationFilter, viewer: string | null) {
  useEffect(() => {
    if (!viewer) return;
    const controller = new AbortController();
    useConsultationsStore.setState({ status: 'loading', error: null });
    fetchConsultations(category, controller.signal).then(
      (list) => useConsultationsStore.setState({ consultations: Array.isArray(list) ? list : [], status: 'ready' }),
      (error: unknown) => {
        if (!controller.signal.aborted) useConsultationsStore.setState({ status: 'error', error: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [category, viewer]);
}
