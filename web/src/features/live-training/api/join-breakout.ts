import { LIVE_MESSAGES } from '@app/shared-types/live-training/model';
import { dispatch } from '../model/panel';
import { updatePanel } from '../store';
import { applyingResult, useAction } from '../../../lib/use-action';
import { sendCommand } from '../../../lib/socket';

/** `breakout:join`: a seat in one room (leaving any other); answered with the room. */
export function joinBreakout(roomId: string) {
  return sendCommand('breakout:join', { roomId });
}

export function useJoinBreakout() {
  return useAction(
    applyingResult(joinBreakout, (room) => updatePanel(dispatch, { type: 'own:breakout-joined', room })),
    { success: (room) => ({ variant: 'success', title: 'Joined Breakout Room', description: room.name }), errorTitle: 'Could not join the room', errorFallback: LIVE_MESSAGES.breakoutFull },
  );
}
