import type { z } from 'zod';
import type { ZScheduleSessionRequest } from '@app/shared-types/live-training';
import type { TLiveSession } from '@app/shared-types/live-training/model';
import { apiRequest } from '../../../lib/api-client';
import { applySession } from '../model/sessions';
import { updateSessions } from '../store';
import { useAction } from '../../../lib/use-action';

export type TScheduleSessionBody = z.output<typeof ZScheduleSessionRequest>;

/** `POST /api/live-training`: an instructor schedules a session. */
export function scheduleSession(body: TScheduleSessionBody): Promise<TLiveSession> {
  return apiRequest<TLiveSession>('POST', '/api/live-training', body);
}

export function useScheduleSession() {
  return useAction(
    async (body: TScheduleSessionBody) => {
      const session = await scheduleSession(body);
      updateSessions(applySession, session, ['upcoming', 'all:all', `all:${session.category}`]);
      return session;
    },
    {
      success: (session) => ({ variant: 'success', title: 'Session Scheduled', description: `“${session.title}” is on the calendar.` }),
      errorTitle: 'Scheduling Failed',
      errorFallback: 'Failed to schedule the session.',
    },
  );
}
