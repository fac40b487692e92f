import { dispatch } from '../model/panel';
import { updatePanel } from '../store';
import { useAction } from '../../../lib/use-action';
import { sendCommand } from '../../../lib/socket';

/** `breakout:leave`: back to the main session. */
export function leaveBreakout(sessionId: string) {
  return sendCommand('breakout:leave', { sessionId });
}

export function useLeaveBreakout(sessionId: string) {
  return useAction(
    async () => {
      await leaveBreakout(sessionId);
      updatePanel(dispatch, { type: 'own:breakout-left' });
    },
    { errorTitle: 'Could not leave the room' },
  );
}
