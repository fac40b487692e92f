import type { TQuestion } from '@app/shared-types/live-training/model';
import { apiRequest } from '../../../lib/api-client';
import { dispatch } from '../model/panel';
import { updatePanel } from '../store';
import { applyingResult, useAction } from '../../../lib/use-action';

export type TModeration = { pinned?: boolean; hidden?: boolean };

/** `PUT /api/training/qa/:questionId/moderate` (instructors): pin or hide. */
export function moderateQuestion(questionId: string, change: TModeration): Promise<TQuestion> {
  return apiRequest<TQuestion>('PUT', `/api/training/qa/${encodeURIComponent(questionId)}/moderate`, change);
}

export function useModerateQuestion() {
  return useAction(
    applyingResult(moderateQuestion, (question) => updatePanel(dispatch, { type: 'question:moderated', payload: { question } })),
    { errorTitle: 'Could not update the question' },
  );
}
