import type { z } from 'zod';
import type { ZUpdateSessionRequest } from '@app/shared-types/live-training';
import type { TLiveSession } from '@app/shared-types/live-training/model';
import { apiRequest } from '../../../lib/api-client';
import { applyingResult, useAction } from '../../../lib/use-action';
import { storeSession } from '../store';

export type TUpdateSessionBody = z.output<typeof ZUpdateSessionRequest>;

/** `PATCH /api/live-training/:id`: the instructor edits a session while it is scheduled. */
export function updateSession(sessionId: string, body: TUpdateSessionBody): Promise<TLiveSession> {
  return apiRequest<TLiveSession>('PATCH', `/api/live-training/${encodeURIComponent(sessionId)}`, body);
}

export function useUpdateSession(sessionId: string) {
  return useAction(
    applyingResult((body: TUpdateSessionBody) => updateSession(sessionId, body), storeSession),
    {
      success: (session) => ({ variant: 'success', title: 'Session Updated', description: `“${session.title}” has been saved.` }),
      errorTitle: 'Update Failed',
      errorFallback: 'Failed to save the session.',
    },
  );
}
