import { dispatch } from '../model/panel';
import { updatePanel } from '../store';
import { applyingResult, useAction } from '../../../lib/use-action';
import { sendCommand } from '../../../lib/socket';

/** `question:upvote`: toggles the viewer's upvote. */
export function upvoteQuestion(questionId: string) {
  return sendCommand('question:upvote', { questionId });
}

export function useUpvoteQuestion() {
  return useAction(
    applyingResult(upvoteQuestion, (result) => updatePanel(dispatch, { type: 'own:upvote', result })),
    { errorTitle: 'Could not update your upvote' },
  );
}
