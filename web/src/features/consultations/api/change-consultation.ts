import type { TConsultation } from '@app/shared-types/consultations/model';
import { apiRequest } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { asOwnChange, upsertConsultation } from '../store';
import { reloadAllowances } from './get-allowance';

const path = (id: string) => `/api/consultations/${encodeURIComponent(id)}`;

/** `PUT /api/consultations/:id/cancel`. */
export function useCancelConsultation() {
  return useAction(
    async (id: string) => {
      const c = await asOwnChange(id, () => apiRequest<TConsultation>('PUT', `${path(id)}/cancel`));
      upsertConsultation(c);
      reloadAllowances();
      return c;
    },
    { success: { variant: 'success', title: 'Consultation Cancelled' }, errorTitle: 'Cancellation Failed', errorFallback: 'Failed to cancel the consultation.' },
  );
}

/** `PUT /api/consultations/:id/reschedule {scheduledDate}`: the spec's start time, date 'T' time ':00' (firm time). */
export function useRescheduleConsultation() {
  return useAction(
    async (id: string, date: string, time: string) => {
      const c = await asOwnChange(id, () => apiRequest<TConsultation>('PUT', `${path(id)}/reschedule`, { scheduledDate: `${date}T${time}:00` }));
      upsertConsultation(c);
      reloadAllowances();
      return c;
    },
    { success: { variant: 'success', title: 'Consultation Rescheduled' }, errorTitle: 'Reschedule Failed', errorFallback: 'Failed to reschedule the consultation.' },
  );
}

/** `PUT /api/consultations/:id/rating {rating}` (the member, once it took place). */
export function useRateConsultation() {
  return useAction(
    async (id: string, rating: number) => {
      const c = await asOwnChange(id, () => apiRequest<TConsultation>('PUT', `${path(id)}/rating`, { rating }));
      upsertConsultation(c);
      return c;
    },
    { success: { variant: 'success', title: 'Thank you for your rating' }, errorTitle: 'Rating Failed', errorFallback: 'Failed to save your rating.' },
  );
}

export const inviteHref = (id: string) => `${path(id)}/invite.ics`;
