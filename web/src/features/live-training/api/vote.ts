import { dispatch } from '../model/panel';
import { updatePanel } from '../store';
import { useAction } from '../../../lib/use-action';
import { sendCommand } from '../../../lib/socket';

/**
 * `poll:vote`: one vote per person, which replaces their earlier one while the poll is open.
 * The answer carries the viewer's vote and the tally including it.
 */
export function vote(pollId: string, optionIndexes: number[], allowMultiple: boolean) {
  const [first] = optionIndexes;
  return sendCommand('poll:vote', allowMultiple || first === undefined ? { pollId, optionIndexes } : { pollId, optionIndex: first });
}

export function useVote() {
  return useAction(
    async (pollId: string, optionIndexes: number[], allowMultiple: boolean) => {
      const result = await vote(pollId, optionIndexes, allowMultiple);
      updatePanel(dispatch, { type: 'own:vote', result });
      return result;
    },
    { errorTitle: 'Vote not counted' },
  );
}
