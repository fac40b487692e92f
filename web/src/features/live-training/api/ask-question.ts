import type { z } from 'zod';
import type { ZAskQuestionRequest } from '@app/shared-types/live-training';
import { LIVE_MESSAGES, QA_MESSAGES } from '@app/shared-types/live-training/model';
import { dispatch } from '../model/panel';
import { updatePanel } from '../store';
import { useAction } from '../../../lib/use-action';
import { sendCommand } from '../../../lib/socket';

export type TAskQuestionBody = z.output<typeof ZAskQuestionRequest>;

/** `question:ask`: answered with the question as the asker sees it. */
export function askQuestion(sessionId: string, body: TAskQuestionBody) {
  return sendCommand('question:ask', { sessionId, ...body });
}

export function useAskQuestion(sessionId: string) {
  return useAction(
    async (body: TAskQuestionBody) => {
      const question = await askQuestion(sessionId, body);
      updatePanel(dispatch, { type: 'own:question', question });
      return question;
    },
    {
      // With review on, the question waits for the moderator: the toast says so.
      success: (question) => ({
        variant: 'success',
        title: LIVE_MESSAGES.questionSubmittedTitle,
        description: question.state === 'queued' ? QA_MESSAGES.queuedNotice : 'The instructor and attendees can see it now.',
      }),
      errorTitle: 'Question Not Submitted',
    },
  );
}
