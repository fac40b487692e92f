import type { TReaction, TReactionsState } from '@app/shared-types/live-training/model';
import { apiRequest } from '../../../lib/api-client';
import { sendCommand } from '../../../lib/socket';
import { useAction } from '../../../lib/use-action';
import { dispatch } from '../model/panel';
import { updatePanel } from '../store';

const counted = (sessionId: string, state: TReactionsState) => updatePanel(dispatch, { type: 'reactions:counted', payload: { sessionId, ...state } });

/** `hand:raise` {raised}: raises or lowers the viewer's hand; answered with their place. */
export function useRaiseHand(sessionId: string) {
  return useAction(
    async (raised: boolean) => {
      const view = await sendCommand('hand:raise', { sessionId, raised });
      updatePanel(dispatch, { type: 'own:hand', view });
      return view;
    },
    { errorTitle: 'Could not change your hand' },
  );
}

/** `DELETE /api/training/hands/:sessionId/:userId` (instructors): lowers an attendee's hand (the queue comes back as an event). */
export function useLowerHand(sessionId: string) {
  return useAction((userId: string) => apiRequest('DELETE', `/api/training/hands/${encodeURIComponent(sessionId)}/${encodeURIComponent(userId)}`), {
    errorTitle: 'Could not lower the hand',
  });
}

/** `reaction:send`: one reaction (throttled per member by the server, which says when to try again). */
export function useReact(sessionId: string) {
  return useAction(
    async (reaction: TReaction) => {
      const state = await sendCommand('reaction:send', { sessionId, reaction });
      counted(sessionId, state);
      return state;
    },
    { errorTitle: 'Reaction not sent' },
  );
}

/** `PUT /api/training/reactions/:sessionId/settings` (instructors): reactions on or off for everybody. */
export function useReactionsSwitch(sessionId: string) {
  return useAction(
    async (enabled: boolean) => {
      const state = await apiRequest<TReactionsState>('PUT', `/api/training/reactions/${encodeURIComponent(sessionId)}/settings`, { enabled });
      counted(sessionId, state);
      return state;
    },
    { errorTitle: 'Could not change reactions' },
  );
}
