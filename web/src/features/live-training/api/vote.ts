import { dispatch } from '../model/panel';
import { updatePanel } from '../store';
import { useAction } from '../../../lib/use-action';
import { sendCommand } from '../../../lib/socket';

/** What a vote says, by the poll's kind (the server checks it fits). */
export type TPollAnswer =
  | { optionIndex: number }
  | { optionIndexes: number[] }
  | { text: string }
  | { rating: number }
  | { ranking: number[] };

/**
 * `poll:vote`: one answer per person, which replaces their earlier one while the poll is open (a
 * quiz answer is final). The answer carries the viewer's vote and the tally including it.
 */
export function vote(pollId: string, answer: TPollAnswer) {
  return sendCommand('poll:vote', { pollId, ...answer });
}

export function useVote() {
  return useAction(
    async (pollId: string, answer: TPollAnswer) => {
      const result = await vote(pollId, answer);
      updatePanel(dispatch, { type: 'own:vote', result });
      return result;
    },
    { errorTitle: 'Vote not counted' },
  );
}
