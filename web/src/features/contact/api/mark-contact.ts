import type { TContactMessage } from '@app/shared-types/contact/model';
import { apiRequest } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { applyUpdated } from '../model/inbox';
import { updateInbox } from '../store';

/** PUT /api/contacts/:id/read or /handled; the room's event reaches other operators, this tab applies the answer at once. */
export function useMarkContact() {
  return useAction(
    async (id: string, to: 'read' | 'handled') => {
      const updated = await apiRequest<TContactMessage>('PUT', `/api/contacts/${encodeURIComponent(id)}/${to}`);
      updateInbox(applyUpdated, updated);
      return updated;
    },
    { errorTitle: 'Update Failed', errorFallback: 'Failed to update the message.' },
  );
}
