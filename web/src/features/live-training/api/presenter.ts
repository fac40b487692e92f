import type { TPresenterView } from '@app/shared-types/live-training/model';
import { apiRequest } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { dispatch } from '../model/panel';
import { updatePanel } from '../store';

/** `PUT /api/training/presenter/:sessionId` (instructors): what the projector page shows; every open one follows. */
export function useSetPresenterView(sessionId: string) {
  return useAction(
    async (view: TPresenterView) => {
      const saved = await apiRequest<TPresenterView>('PUT', `/api/training/presenter/${encodeURIComponent(sessionId)}`, view);
      updatePanel(dispatch, { type: 'presenter:changed', payload: { sessionId, view: saved } });
      return saved;
    },
    { errorTitle: 'Could not change the presenter view' },
  );
}
