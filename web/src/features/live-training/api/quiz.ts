import type { TPoll, TQuizLeaderboard } from '@app/shared-types/live-training/model';
import { apiRequest } from '../../../lib/api-client';
import { dispatch } from '../model/panel';
import { updatePanel } from '../store';
import { useAction } from '../../../lib/use-action';

/** `POST /api/training/polls/:pollId/reveal` (instructors): closes the quiz and shows everybody the right answer. */
export function useRevealQuiz() {
  return useAction(
    async (pollId: string) => {
      const poll = await apiRequest<TPoll>('POST', `/api/training/polls/${encodeURIComponent(pollId)}/reveal`);
      updatePanel(dispatch, { type: 'poll:closed', payload: { poll } });
      return poll;
    },
    { success: { variant: 'success', title: 'Answer revealed', description: 'Everybody sees the right answer now.' }, errorTitle: 'Could not reveal the answer' },
  );
}

/** `PUT /api/training/polls/:sessionId/leaderboard` (instructors): shows or hides the quiz leaderboard to everybody. */
export function useShowLeaderboard(sessionId: string) {
  return useAction(
    async (shown: boolean) => {
      const board = await apiRequest<TQuizLeaderboard>('PUT', `/api/training/polls/${encodeURIComponent(sessionId)}/leaderboard`, { shown });
      updatePanel(dispatch, { type: 'quiz:leaderboard', payload: board });
      return board;
    },
    { errorTitle: 'Could not change the leaderboard' },
  );
}
