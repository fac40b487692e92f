import type { TBusinessHours } from '@app/shared-types/consultations/model';
import type { TBusinessHoursRequest } from '@app/shared-types/consultations';
import { apiRequest } from '../../../lib/api-client';
import { setBusinessHours } from '../../../lib/business-hours/use-business-hours';
import { useAction } from '../../../lib/use-action';

export { useBusinessHours } from '../../../lib/business-hours/use-business-hours';

/** `PUT /api/business-hours` (operators). */
export function useSaveBusinessHours() {
  return useAction(
    async (body: TBusinessHoursRequest) => {
      const hours = await apiRequest<TBusinessHours>('PUT', '/api/business-hours', body);
      setBusinessHours(hours);
      return hours;
    },
    { success: { variant: 'success', title: 'Business Hours Updated' }, errorTitle: 'Update Failed', errorFallback: 'Failed to update business hours.' },
  );
}
