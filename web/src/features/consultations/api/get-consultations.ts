import { useEffect } from 'react';
import type { TConsultation, TConsultationFilter } from '@app/shared-types/consultations/model';
import { errorMessage, getJson } from '../../../lib/api-client';
import { setLoaded, setLoading, useConsultationsStore } from '../store';

/** `GET /api/consultations?category=`: the member's own, or the firm's schedule for operators. */
export function fetchConsultations(category: TConsultationFilter, signal?: AbortSignal): Promise<TConsultation[]> {
  return getJson<TConsultation[]>(`/api/consultations?category=${encodeURIComponent(category)}`, { signal });
}

/** Loads the whole list for `category` into the store (on open, on a filter change, after a reconnect). */
export async function loadConsultations(category: TConsultationFilter, signal?: AbortSignal): Promise<void> {
  setLoading();
  try {
    const list = await fetchConsultations(category, signal);
    setLoaded(Array.isArray(list) ? list : [], category);
  } catch (error) {
    if (!signal?.aborted) useConsultationsStore.setState({ status: 'error', error: errorMessage(error) });
  }
}

export function useConsultationList(category: TConsultationFilter, viewer: string | null) {
  useEffect(() => {
    if (!viewer) return;
    const controller = new AbortController();
    void loadConsultations(category, controller.signal);
    return () => controller.abort();
  }, [category, viewer]);
}
