import type { TLiveSession } from '@app/shared-types/live-training/model';
import type { TAttendanceCheck, TCheckState } from '@app/shared-types/live-training/cpe/model';
import type { TCpeProgramRequest } from '@app/shared-types/live-training/cpe';
import { useState } from 'react';
import { apiRequest, errorMessage } from '../../../lib/api-client';
import type { ActionOutcome } from '../../../lib/run-action';
import { toast } from '../../../lib/toast-store';
import { sendCommand } from '../../../lib/socket';
import { useAction } from '../../../lib/use-action';
import { updateCpe, useCpeStore } from '../cpe-store';
import { applyCpeState, openCpe, reduceCpe } from '../model/panel/checks';
import { applySession } from '../model/sessions';
import { updateSessions } from '../store';

/** `GET /api/training/checks/:sessionId`: the program, the checks with my outcomes (and, for instructors, the credits). */
export async function loadCpe(sessionId: string): Promise<void> {
  updateCpe(openCpe, sessionId);
  try {
    const state = await apiRequest<TCheckState>('GET', `/api/training/checks/${encodeURIComponent(sessionId)}`);
    updateCpe(applyCpeState, state);
  } catch {
    // The panel's own snapshot reports a session it cannot open; the CPE part stays as it was.
    if (useCpeStore.getState().status === 'loading') useCpeStore.setState({ status: 'error' });
  }
}

/** `check:answer`: the attendee is here (answered once; a repeat answers the same). */
export function useAnswerCheck() {
  return useAction(
    async (checkId: string) => {
      const result = await sendCommand('check:answer', { checkId });
      updateCpe(reduceCpe, { type: 'own:check-answered', checkId, outcome: result.outcome });
      return result;
    },
    { success: { variant: 'success', title: 'Attendance recorded', description: 'Thank you — your answer is in.' }, errorTitle: 'Answer not recorded' },
  );
}

/** `POST /api/training/checks/:sessionId` (instructors): every attendee's panel asks them to continue. */
export function useRunCheck() {
  return useAction(
    async (sessionId: string, windowSeconds: number, prompt?: string) => {
      // No prompt of their own: the server's "Still with us? Select Continue."
      const text = prompt?.trim();
      const body = text ? { windowSeconds, prompt: text } : { windowSeconds };
      const check = await apiRequest<TAttendanceCheck>('POST', `/api/training/checks/${encodeURIComponent(sessionId)}`, body);
      updateCpe(reduceCpe, { type: 'check:opened', check });
      return check;
    },
    { success: { variant: 'success', title: 'Attendance check sent', description: 'Attendees have the window you chose to answer.' }, errorTitle: 'Check not sent' },
  );
}

/** `PUT /api/live-training/:id/cpe`: the session's CPE program (its instructor or an operator). */
export function setCpeProgram(sessionId: string, program: TCpeProgramRequest): Promise<TLiveSession> {
  return apiRequest<TLiveSession>('PUT', `/api/live-training/${encodeURIComponent(sessionId)}/cpe`, program);
}

/**
 * The program's own dialog: saves it, and the panel and the session lists show it at once. A refusal
 * is not toasted: the dialog shows it by the field it concerns (a toast would cover its buttons).
 */
export function useSetCpeProgram(sessionId: string) {
  const [pending, setPending] = useState(false);
  const run = async (program: TCpeProgramRequest): Promise<ActionOutcome<TLiveSession>> => {
    setPending(true);
    try {
      const session = await setCpeProgram(sessionId, program);
      updateSessions(applySession, session);
      updateCpe(reduceCpe, { type: 'program:set', sessionId, program: session.cpe ?? null });
      toast({ variant: 'success', title: 'CPE program saved', description: 'Credits and attendance checks follow the new details.' });
      return { ok: true, data: session };
    } catch (error) {
      return { ok: false, error, message: errorMessage(error) };
    } finally {
      setPending(false);
    }
  };
  return { run, pending };
}
