import type { TLiveSession } from '@app/shared-types/live-training/model';
import { apiRequest } from '../../../lib/api-client';
import { applySession } from '../model/sessions';
import { updateSessions } from '../store';
import { useAction } from '../../../lib/use-action';

/** `PUT /api/live-training/:id/recording`: the instructor links the recording once the session has started. */
export function setRecording(sessionId: string, recordingUrl: string): Promise<TLiveSession> {
  return apiRequest<TLiveSession>('PUT', `/api/live-training/${encodeURIComponent(sessionId)}/recording`, { recordingUrl });
}

export function useSetRecording(sessionId: string) {
  return useAction(
    async (recordingUrl: string) => {
      const session = await setRecording(sessionId, recordingUrl);
      updateSessions(applySession, session);
      return session;
    },
    {
      success: (session) => ({ variant: 'success', title: 'Recording Link Saved', description: `Attendees of “${session.title}” can watch it now.` }),
      errorTitle: 'Could not save the recording link',
    },
  );
}
