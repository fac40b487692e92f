import { LIVE_MESSAGES, type TLiveSession, type TRegisterResult } from '@app/shared-types/live-training/model';
import { apiRequest } from '../../../lib/api-client';
import { storeSession } from '../store';
import { applyingResult, useAction } from '../../../lib/use-action';

const path = (id: string) => `/api/live-training/${encodeURIComponent(id)}`;

/** `POST /api/live-training/:id/register`: the registration and the session as the viewer now sees it. */
export function registerForSession(sessionId: string): Promise<TRegisterResult> {
  return apiRequest<TRegisterResult>('POST', `${path(sessionId)}/register`);
}

/** `DELETE /api/live-training/:id/register`: the session as the viewer now sees it (seat given back). */
export function cancelRegistration(sessionId: string): Promise<TLiveSession> {
  return apiRequest<TLiveSession>('DELETE', `${path(sessionId)}/register`);
}

/** Register with the spec's toasts; the card updates from the answer (seats, Join link). */
export function useRegister() {
  return useAction(
    async (sessionId: string) => {
      const { session } = await registerForSession(sessionId);
      storeSession(session);
      return session;
    },
    {
      success: { variant: 'success', title: LIVE_MESSAGES.registrationSuccessfulTitle, description: LIVE_MESSAGES.registrationSuccessfulText },
      errorTitle: LIVE_MESSAGES.registrationFailedTitle,
      errorFallback: LIVE_MESSAGES.registrationFailedText,
    },
  );
}

export function useCancelRegistration() {
  return useAction(
    applyingResult(cancelRegistration, storeSession),
    {
      success: { variant: 'success', title: 'Registration Cancelled', description: 'Your seat has been released.' },
      errorTitle: 'Cancellation Failed',
      errorFallback: 'Failed to cancel your registration.',
    },
  );
}
