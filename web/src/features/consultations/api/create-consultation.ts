import type { TCreateConsultationResponse } from '@app/shared-types/consultations/model';
import type { TCreateConsultationRequest } from '@app/shared-types/consultations';
import { apiRequest } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { asOwnChange, upsertConsultation } from '../store';
import { reloadAllowances } from './get-allowance';

/** `POST /api/consultations`. */
export function createConsultation(body: TCreateConsultationRequest): Promise<TCreateConsultationResponse> {
  return apiRequest<TCreateConsultationResponse>('POST', '/api/consultations', body);
}

/** The dialog's booking, with the spec's toasts. */
export function useBookConsultation() {
  return useAction(
    async (body: TCreateConsultationRequest) => {
      const created = await asOwnChange(null, () => createConsultation({ ...body, kind: 'booking' }));
      upsertConsultation(created);
      reloadAllowances();
      return created;
    },
    {
      success: {
        variant: 'success',
        title: 'Consultation Scheduled',
        description: "Your consultation has been scheduled successfully. You'll receive a confirmation email with meeting details.",
      },
      errorTitle: 'Scheduling Failed',
      errorFallback: 'Failed to schedule consultation.',
    },
  );
}
