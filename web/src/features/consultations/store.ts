import { create } from 'zustand';
import type { TConsultation } from '@app/shared-types/consultations/model';

type State = {
  consultations: TConsultation[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
};

export const useConsultationsStore = create<State>(() => ({
  consultations: [],
  status: 'idle',
  error: null,
}));

/** Puts the server's copy of one consultation in the list (after book, cancel, reschedule, rate). */
export function upsertConsultation(c: TConsultation): void {
  useConsultationsStore.setState((s) => {
    const rest = s.consultations.filter((x) => x.id !== c.id);
    return { consultations: [...rest, c].sort((a, b) => (a.startsAt ?? '').localeCompare(b.startsAt ?? '')) };
  });
}
