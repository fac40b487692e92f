import { apiRequest } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

/**
 * `POST /api/training/breakouts/:sessionId/close-all` (instructors). The `breakout:closed` event
 * tells everyone, this instructor included, to return to the main session.
 */
export function closeAllBreakouts(sessionId: string): Promise<{ roomIds: string[] }> {
  return apiRequest<{ roomIds: string[] }>('POST', `/api/training/breakouts/${encodeURIComponent(sessionId)}/close-all`);
}

export function useCloseAllBreakouts(sessionId: string) {
  return useAction(() => closeAllBreakouts(sessionId), {
    success: ({ roomIds }) => ({
      variant: 'success',
      title: 'Breakout Rooms Closed',
      description: `${roomIds.length === 1 ? 'The room is' : `All ${roomIds.length} rooms are`} closed; attendees were asked to return to the main session.`,
    }),
    errorTitle: 'Could not close the rooms',
  });
}
