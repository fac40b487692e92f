import type { TQaSettings, TQuestionForViewer, TQuestionPage } from '@app/shared-types/live-training/model';
import { apiRequest, getJson } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { dispatch, withOlderQuestions } from '../model/panel';
import { updatePanel } from '../store';

const qa = (id: string) => `/api/training/qa/${encodeURIComponent(id)}`;
const applySettings = (sessionId: string, settings: TQaSettings) => updatePanel(dispatch, { type: 'qa:settings', payload: { sessionId, ...settings } });

/** `PUT /api/training/qa/:sessionId/moderation` (instructors): new questions wait for review, or show at once. */
export function useSetModeration(sessionId: string) {
  return useAction(
    async (enabled: boolean) => {
      const settings = await apiRequest<TQaSettings>('PUT', `${qa(sessionId)}/moderation`, { enabled });
      applySettings(sessionId, settings);
      return settings;
    },
    { errorTitle: 'Could not change the review setting' },
  );
}

/** `PUT /api/training/qa/:sessionId/answering` (instructors): the question highlighted as being answered now (null: none). */
export function useSetNowAnswering(sessionId: string) {
  return useAction(
    async (questionId: string | null) => {
      const settings = await apiRequest<TQaSettings>('PUT', `${qa(sessionId)}/answering`, { questionId });
      applySettings(sessionId, settings);
      return settings;
    },
    { errorTitle: 'Could not highlight the question' },
  );
}

/** `POST /api/training/qa/:questionId/approve` {question?} and `.../dismiss` (instructors). */
export function useReviewQuestion() {
  return useAction(
    async (questionId: string, decision: { approve: true; question?: string } | { approve: false }) => {
      const question = decision.approve
        ? await apiRequest<TQuestionForViewer>('POST', `${qa(questionId)}/approve`, decision.question ? { question: decision.question } : {})
        : await apiRequest<TQuestionForViewer>('POST', `${qa(questionId)}/dismiss`);
      updatePanel(dispatch, { type: 'question:moderated', payload: { question } });
      return question;
    },
    { errorTitle: 'Could not review the question' },
  );
}

/** `GET /api/training/qa/:sessionId/older?before=`: the page of questions asked before the oldest held. */
export function useOlderQuestions(sessionId: string) {
  return useAction(
    async (beforeId: string) => {
      const page = await getJson<TQuestionPage<TQuestionForViewer>>(`${qa(sessionId)}/older?before=${encodeURIComponent(beforeId)}`);
      updatePanel(withOlderQuestions, page.questions, page.hasMore);
      return page;
    },
    { errorTitle: 'Could not load older questions' },
  );
}
