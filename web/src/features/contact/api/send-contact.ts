import type { TContactRequest } from '@app/shared-types/contact';
import { CONTACT_MESSAGES as M, type TContactMessage } from '@app/shared-types/contact/model';
import { apiRequest } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

/** POST /api/contact: visitors and members; the server takes the sender from the session. */
export const sendContact = (body: TContactRequest) => apiRequest<TContactMessage>('POST', '/api/contact', body);

export function useSendContact() {
  return useAction(sendContact, {
    success: { title: M.sentTitle, description: M.sentText, variant: 'success' },
    errorTitle: M.errorTitle,
    errorFallback: M.errorFallback,
  });
}
