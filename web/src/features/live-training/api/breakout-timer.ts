import type { TBreakoutMessage, TBreakoutTimer } from '@app/shared-types/live-training/model';
import { apiRequest } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { dispatch } from '../model/panel';
import { updatePanel } from '../store';
import { formatLeft } from '../model/format-time';

const path = (sessionId: string, action: string) => `/api/training/breakouts/${encodeURIComponent(sessionId)}/${action}`;
const timerIs = (timer: TBreakoutTimer) => updatePanel(dispatch, { type: 'breakout:timer', payload: { sessionId: timer.sessionId, timer } });
const leftOn = (timer: TBreakoutTimer) => formatLeft(Date.parse(timer.endsAt) - Date.parse(timer.serverNow));

/** `POST .../extend` {minutes} (instructors): more time for the open rooms (everybody gets the new timer). */
export function useExtendBreakouts(sessionId: string) {
  return useAction(
    async (minutes: number) => {
      const timer = await apiRequest<TBreakoutTimer>('POST', path(sessionId, 'extend'), { minutes });
      timerIs(timer);
      return timer;
    },
    { success: (timer) => ({ variant: 'success', title: 'More time for the rooms', description: `The rooms now close in ${leftOn(timer)}.` }), errorTitle: 'Could not extend the rooms' },
  );
}

/** `POST .../countdown` (instructors): the rooms close after the one-minute countdown everybody sees. */
export function useStartBreakoutCountdown(sessionId: string) {
  return useAction(
    async () => {
      const timer = await apiRequest<TBreakoutTimer>('POST', path(sessionId, 'countdown'));
      timerIs(timer);
      return timer;
    },
    { success: (timer) => ({ variant: 'success', title: 'Countdown started', description: `The rooms close in ${leftOn(timer)}.` }), errorTitle: 'Could not start the countdown' },
  );
}

/** `POST .../broadcast` {message} (instructors): a message to every open room. */
export function useBroadcastToBreakouts(sessionId: string) {
  return useAction(
    async (message: string) => {
      const sent = await apiRequest<TBreakoutMessage>('POST', path(sessionId, 'broadcast'), { message });
      updatePanel(dispatch, { type: 'breakout:message', payload: sent });
      return sent;
    },
    { success: { variant: 'success', title: 'Message sent to all rooms' }, errorTitle: 'Could not send the message' },
  );
}
