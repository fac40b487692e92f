import { LIVE_MESSAGES, type TLiveSession, type TRegisterResult } from '@app/shared-types/live-training/model';
import { apiRequest, getJson } from '../../../lib/api-client';
import { applySession } from '../model/sessions';
import { updateSessions } from '../store';
import { useAction } from '../../../lib/use-action';

const path = (id: string) => `/api/live-training/${encodeURIComponent(id)}`;

/** `POST /api/live-training/:id/register`: the registration and the session as the viewer now sees it. */
export function registerForSession(sessionId: string): Promise<TRegisterResult> {
  return apiRequest<TRegisterResult>('POST', `${path(sessionId)}/register`);
}

/** `DELETE /api/live-training/:id/register`, then the session as it now stands. */
export async function cancelRegistration(sessionId: string): Promise<TLiveSession> {
  const answer = await apiRequest<{ session?: TLiveSession } | undefined>('DELETE', `${path(sessionId)}/register`);
  return answer?.session ?? getJson<TLiveSession>(path(sessionId));
}

/** Register with the spec's toasts; the card updates from the answer (seats, Join link). */
export function useRegister() {
  return useAction(
    async (sessionId: string) => {
      const { session } = await registerForSession(sessionId);
      updateSessions(applySession, session);
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
    async (sessionId: string) => {
      const session = await cancelRegistration(sessionId);
      updateSessions(applySession, session);
      return session;
    },
    {
      success: { variant: 'success', title: 'Registration Cancelled', description: 'Your seat has been released.' },
      errorTitle: 'Cancellation Failed',
      errorFallback: 'Failed to cancel your registration.',
    },
  );
}
