import { apiRequest } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

/**
 * `POST /api/training/breakouts/:sessionId/close-all` (instructors). The `breakout:closed` event
 * tells everyone, this instructor included, to return to the main session.
 */
export function closeAllBreakouts(sessionId: string): Promise<unknown> {
  return apiRequest('POST', `/api/training/breakouts/${encodeURIComponent(sessionId)}/close-all`);
}

export function useCloseAllBreakouts(sessionId: string) {
  return useAction(() => closeAllBreakouts(sessionId), { errorTitle: 'Could not close the rooms' });
}
