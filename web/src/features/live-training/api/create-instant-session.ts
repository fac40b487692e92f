import type { z } from 'zod';
import type { ZInstantSessionRequest } from '@app/shared-types/live-training';
import { LIVE_MESSAGES, type TLiveSession } from '@app/shared-types/live-training/model';
import { apiRequest } from '../../../lib/api-client';
import { applyingResult, useAction } from '../../../lib/use-action';
import { addNewSession } from './schedule-session';

export type TInstantSessionBody = z.output<typeof ZInstantSessionRequest>;

/** `POST /api/live-training/instant`: a session starting now, run by the caller (with its host link). */
export function createInstantSession(body: TInstantSessionBody): Promise<TLiveSession> {
  return apiRequest<TLiveSession>('POST', '/api/live-training/instant', body);
}

/** The spec's toasts; the new session joins the lists at once. */
export function useCreateInstantSession() {
  return useAction(
    applyingResult(createInstantSession, addNewSession),
    {
      success: { variant: 'success', title: LIVE_MESSAGES.instantCreatedTitle, description: 'Your meeting is opening in a new tab.' },
      errorTitle: LIVE_MESSAGES.instantFailedTitle,
      errorFallback: LIVE_MESSAGES.instantFailedText,
    },
  );
}
