import type { TConsultation } from '@app/shared-types/consultations/model';
import { apiRequest } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { asOwnChange, upsertConsultation } from '../store';
import { reloadAllowances } from './get-allowance';

const path = (id: string) => `/api/consultations/${encodeURIComponent(id)}`;

/** `PUT /api/consultations/:id/<action>` as the viewer's own change; the answer replaces the consultation in the list. */
async function putChange(id: string, action: 'cancel' | 'reschedule' | 'rating', body?: unknown): Promise<TConsultation> {
  const c = await asOwnChange(id, () => apiRequest<TConsultation>('PUT', `${path(id)}/${action}`, body));
  upsertConsultation(c);
  return c;
}

/** `PUT /api/consultations/:id/cancel`. */
export function useCancelConsultation() {
  return useAction(
    async (id: string) => {
      const c = await putChange(id, 'cancel');
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
      const c = await putChange(id, 'reschedule', { scheduledDate: `${date}T${time}:00` });
      reloadAllowances();
      return c;
    },
    { success: { variant: 'success', title: 'Consultation Rescheduled' }, errorTitle: 'Reschedule Failed', errorFallback: 'Failed to reschedule the consultation.' },
  );
}

/** `PUT /api/consultations/:id/rating {rating}` (the member, once it took place). */
export function useRateConsultation() {
  return useAction(
    (id: string, rating: number) => putChange(id, 'rating', { rating }),
    { success: { variant: 'success', title: 'Thank you for your rating' }, errorTitle: 'Rating Failed', errorFallback: 'Failed to save your rating.' },
  );
}

export const inviteHref = (id: string) => `${path(id)}/invite.ics`;
