import type { TLiveSession } from '@app/shared-types/live-training/model';
import { apiRequest } from '../../../lib/api-client';
import { applyingResult, useAction } from '../../../lib/use-action';
import { storeSession } from '../store';

/** `PUT /api/live-training/:id/recording`: the instructor links the recording once the session has started. */
export function setRecording(sessionId: string, recordingUrl: string): Promise<TLiveSession> {
  return apiRequest<TLiveSession>('PUT', `/api/live-training/${encodeURIComponent(sessionId)}/recording`, { recordingUrl });
}

export function useSetRecording(sessionId: string) {
  return useAction(
    applyingResult((recordingUrl: string) => setRecording(sessionId, recordingUrl), storeSession),
    {
      success: (session) => ({ variant: 'success', title: 'Recording Link Saved', description: `Attendees of “${session.title}” can watch it now.` }),
      errorTitle: 'Could not save the recording link',
    },
  );
}
