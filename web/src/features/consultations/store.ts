import { create } from 'zustand';
import { DEFAULT_BUSINESS_HOURS, type TBusinessHours, type TConsultation } from '@app/shared-types/consultations/model';

type State = {
  consultations: TConsultation[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
  hours: TBusinessHours;
  hoursLoaded: boolean;
};

export const useConsultationsStore = create<State>(() => ({
  consultations: [],
  status: 'idle',
  error: null,
  hours: DEFAULT_BUSINESS_HOURS,
  hoursLoaded: false,
}));

/** Puts the server's copy of one consultation in the list (after book, cancel, reschedule, rate). */
export function upsertConsultation(c: TConsultation): void {
  useConsultationsStore.setState((s) => {
    const rest = s.consultations.filter((x) => x.id !== c.id);
    return { consultations: [...rest, c].sort((a, b) => (a.startsAt ?? '').localeCompare(b.startsAt ?? '')) };
  });
}
