import type { z } from 'zod';
import type { ZCreateBreakoutRequest } from '@app/shared-types/live-training';
import type { TBreakoutRoom } from '@app/shared-types/live-training/model';
import { apiRequest } from '../../../lib/api-client';
import { dispatch } from '../model/panel';
import { updatePanel } from '../store';
import { useAction } from '../../../lib/use-action';

export type TCreateBreakoutBody = z.output<typeof ZCreateBreakoutRequest>;

/** `POST /api/training/breakouts/:sessionId` (instructors): one room or several ('<name> 1..N'). */
export function openBreakouts(sessionId: string, body: TCreateBreakoutBody): Promise<TBreakoutRoom[]> {
  return apiRequest<TBreakoutRoom[]>('POST', `/api/training/breakouts/${encodeURIComponent(sessionId)}`, body);
}

export function useOpenBreakouts(sessionId: string) {
  return useAction(
    async (body: TCreateBreakoutBody) => {
      const rooms = await openBreakouts(sessionId, body);
      updatePanel(dispatch, { type: 'breakout:opened', payload: { sessionId, rooms, assignment: body.assignment } });
      return rooms;
    },
    {
      success: (rooms) => ({ variant: 'success', title: 'Breakout Rooms Opened', description: rooms.length === 1 ? 'One room is open.' : `${rooms.length} rooms are open.` }),
      errorTitle: 'Could not open breakout rooms',
    },
  );
}
