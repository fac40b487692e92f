import type { TSessionControls } from '@app/shared-types/live-training/model';
import { apiRequest } from '../../../lib/api-client';
import { dispatch } from '../model/panel';
import { updatePanel } from '../store';
import { useAction } from '../../../lib/use-action';

/** `PUT /api/training/controls/:sessionId` (instructors): screen sharing and recording, shown to all. */
export function setControls(sessionId: string, change: Partial<TSessionControls>): Promise<TSessionControls> {
  return apiRequest<TSessionControls>('PUT', `/api/training/controls/${encodeURIComponent(sessionId)}`, change);
}

export function useSetControls(sessionId: string) {
  return useAction(
    async (change: Partial<TSessionControls>) => {
      const controls = await setControls(sessionId, change);
      updatePanel(dispatch, { type: 'controls:changed', payload: { sessionId, controls } });
      return controls;
    },
    { errorTitle: 'Could not change the session controls' },
  );
}
