import type { TSessionControls } from '@app/shared-types/live-training/model';
import { apiRequest } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { dispatch } from '../model/panel';
import { updatePanel } from '../store';

/**
 * `PUT /api/training/controls/:sessionId` {recording} (instructors, Zoom): the server starts or stops
 * the Zoom meeting's cloud recording, then tells the whole room.
 */
export function recordMeeting(sessionId: string, recording: boolean): Promise<TSessionControls> {
  return apiRequest<TSessionControls>('PUT', `/api/training/controls/${encodeURIComponent(sessionId)}`, { recording });
}

export function useRecordMeeting(sessionId: string) {
  return useAction(
    async (recording: boolean) => {
      const controls = await recordMeeting(sessionId, recording);
      updatePanel(dispatch, { type: 'controls:changed', payload: { sessionId, controls } });
      return controls;
    },
    {
      success: (controls) => ({ variant: 'success', title: controls.recording ? 'Recording Started' : 'Recording Stopped' }),
      errorTitle: 'The recording could not be changed',
    },
  );
}
