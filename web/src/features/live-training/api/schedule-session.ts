import type { z } from 'zod';
import type { ZScheduleSessionRequest } from '@app/shared-types/live-training';
import type { TLiveSession } from '@app/shared-types/live-training/model';
import { apiRequest } from '../../../lib/api-client';
import { applySession } from '../model/sessions';
import { updateSessions } from '../store';
import { applyingResult, useAction } from '../../../lib/use-action';

export type TScheduleSessionBody = z.output<typeof ZScheduleSessionRequest>;

/** `POST /api/live-training`: an instructor schedules a session. */
export function scheduleSession(body: TScheduleSessionBody): Promise<TLiveSession> {
  return apiRequest<TLiveSession>('POST', '/api/live-training', body);
}

/** A session just made joins the lists it belongs in at once (upcoming, all, its category). */
export const addNewSession = (session: TLiveSession) => updateSessions(applySession, session, ['upcoming', 'all:all', `all:${session.category}`]);

export function useScheduleSession() {
  return useAction(
    applyingResult(scheduleSession, addNewSession),
    {
      success: (session) => ({ variant: 'success', title: 'Session Scheduled', description: `“${session.title}” is on the calendar.` }),
      errorTitle: 'Scheduling Failed',
      errorFallback: 'Failed to schedule the session.',
    },
  );
}
