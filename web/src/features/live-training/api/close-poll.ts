import type { TPoll } from '@app/shared-types/live-training/model';
import { apiRequest } from '../../../lib/api-client';
import { dispatch } from '../model/panel';
import { updatePanel } from '../store';
import { applyingResult, useAction } from '../../../lib/use-action';

/** `POST /api/training/polls/:pollId/close` (instructors): no more votes; after-close results show. */
export function closePoll(pollId: string): Promise<TPoll> {
  return apiRequest<TPoll>('POST', `/api/training/polls/${encodeURIComponent(pollId)}/close`);
}

export function useClosePoll() {
  return useAction(
    applyingResult(closePoll, (poll) => updatePanel(dispatch, { type: 'poll:closed', payload: { poll } })),
    { success: { variant: 'success', title: 'Poll Closed', description: 'Voting has ended.' }, errorTitle: 'Could not close the poll' },
  );
}
