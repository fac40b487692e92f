import type { z } from 'zod';
import type { ZCreatePollRequest } from '@app/shared-types/live-training';
import { LIVE_MESSAGES, type TPoll } from '@app/shared-types/live-training/model';
import { apiRequest } from '../../../lib/api-client';
import { dispatch } from '../model/panel';
import { updatePanel } from '../store';
import { applyingResult, useAction } from '../../../lib/use-action';

export type TCreatePollBody = z.output<typeof ZCreatePollRequest>;

/** `POST /api/training/polls/:sessionId` (instructors). */
export function createPoll(sessionId: string, body: TCreatePollBody): Promise<TPoll> {
  return apiRequest<TPoll>('POST', `/api/training/polls/${encodeURIComponent(sessionId)}`, body);
}

/** The spec's toasts; the poll shows at once (its `poll:created` event is then a no-op). */
export function useCreatePoll(sessionId: string) {
  return useAction(
    applyingResult(
      (body: TCreatePollBody) => createPoll(sessionId, body),
      (poll) => updatePanel(dispatch, { type: 'poll:created', payload: { poll } }),
    ),
    {
      success: { variant: 'success', title: LIVE_MESSAGES.pollCreatedTitle, description: 'Attendees can vote now.' },
      errorTitle: LIVE_MESSAGES.pollCreationFailedTitle,
      errorFallback: LIVE_MESSAGES.pollCreationFailedText,
    },
  );
}
