import { apiRequest } from '../../../lib/api-client';
import { dispatch } from '../model/panel';
import { updatePanel } from '../store';
import { useAction } from '../../../lib/use-action';

/** `DELETE /api/training/resources/:resourceId` (instructors). */
export function removeResource(resourceId: string): Promise<unknown> {
  return apiRequest('DELETE', `/api/training/resources/${encodeURIComponent(resourceId)}`);
}

export function useRemoveResource(sessionId: string) {
  return useAction(
    async (resourceId: string) => {
      await removeResource(resourceId);
      updatePanel(dispatch, { type: 'resource:removed', payload: { sessionId, resourceId } });
    },
    { errorTitle: 'Could not remove the resource' },
  );
}
