import type { TLiveSession } from '@app/shared-types/live-training/model';
import { apiRequest } from '../../../lib/api-client';
import { applyingResult, useAction } from '../../../lib/use-action';
import { storeSession } from '../store';

export type TSessionTransition = 'start' | 'end' | 'cancel';

const DONE: Record<TSessionTransition, string> = { start: 'Session Started', end: 'Session Ended', cancel: 'Session Cancelled' };
const FAILED: Record<TSessionTransition, string> = { start: 'Could not start the session', end: 'Could not end the session', cancel: 'Could not cancel the session' };

/** `POST /api/live-training/:id/start|end|cancel` (the session's instructor or an operator). */
export function changeSessionStatus(sessionId: string, transition: TSessionTransition): Promise<TLiveSession> {
  return apiRequest<TLiveSession>('POST', `/api/live-training/${encodeURIComponent(sessionId)}/${transition}`);
}

export function useChangeSessionStatus(transition: TSessionTransition) {
  return useAction(
    applyingResult((sessionId: string) => changeSessionStatus(sessionId, transition), storeSession),
    { success: (session) => ({ variant: 'success', title: DONE[transition], description: session.title }), errorTitle: FAILED[transition] },
  );
}
