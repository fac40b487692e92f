import type { TQuestion } from '@app/shared-types/live-training/model';
import { apiRequest } from '../../../lib/api-client';
import { dispatch } from '../model/panel';
import { updatePanel } from '../store';
import { applyingResult, useAction } from '../../../lib/use-action';

/** `PUT /api/training/qa/:questionId/answer` (instructors): pending -> answered. */
export function answerQuestion(questionId: string, answer: string): Promise<TQuestion> {
  return apiRequest<TQuestion>('PUT', `/api/training/qa/${encodeURIComponent(questionId)}/answer`, { answer });
}

export function useAnswerQuestion() {
  return useAction(
    applyingResult(answerQuestion, (question) => updatePanel(dispatch, { type: 'question:answered', payload: { question } })),
    { success: { variant: 'success', title: 'Answer Posted', description: 'Everyone in the session can see it.' }, errorTitle: 'Could not post the answer' },
  );
}
