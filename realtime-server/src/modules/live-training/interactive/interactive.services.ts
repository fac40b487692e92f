import { Types } from 'mongoose';
import { breakoutsService } from './breakouts/breakouts.service';
import { controlsService } from './controls/controls.service';
import { handsService } from './hands/hands.service';
import type { InteractiveModels } from './interactive.models';
import { pollsService } from './polls/polls.service';
import { presenterService } from './presenter/presenter.service';
import { questionsService } from './questions/questions.service';
import { reactionsService } from './reactions/reactions.service';
import { resourcesService } from './resources/resources.service';
import type { PanelDeps } from './slice-kit';
import { snapshotService } from './snapshot/snapshot.service';

export type InteractiveServices = ReturnType<typeof createInteractiveServices>;

/** Each slice's service on its own models, and the snapshot over all of them. */
export function createInteractiveServices(deps: PanelDeps & { models: InteractiveModels }) {
  const { models } = deps;
  const polls = pollsService({ ...deps, models });
  const questions = questionsService({ ...deps, models });
  const breakouts = breakoutsService({ ...deps, models });
  const resources = resourcesService({ ...deps, models });
  const controls = controlsService({ ...deps, models });
  const hands = handsService({ ...deps, models });
  const reactions = reactionsService({ ...deps, models });
  const pollExists = async (sessionId: string, pollId: string) => !!(await models.Polls.exists({ _id: pollId, sessionId }));
  const presenter = presenterService({ ...deps, models, pollExists });
  const snapshot = snapshotService(deps.access, { polls, questions, breakouts, resources, controls, hands, reactions, presenter });

  /** Account deletion: votes (tallies fixed), upvotes (counts fixed), questions, breakout seats and raised hands. */
  async function removeUser(userId: string): Promise<void> {
    if (!Types.ObjectId.isValid(userId)) return;
    const id = new Types.ObjectId(userId);
    await polls.removeVotesOf(id);
    await questions.removeUserQuestions(id);
    await breakouts.removeSeatsOf(id);
    await hands.removeHandsOf(id);
  }

  /** Timers nobody woke up for (a node stopped): quizzes past their time, breakout rooms past theirs. */
  const sweepTimers = async () => (await polls.sweepTimers()) + (await breakouts.sweepTimers());

  const stop = () => {
    polls.stop();
    breakouts.stop();
    reactions.stop();
  };

  return { polls, questions, breakouts, resources, controls, hands, reactions, presenter, snapshot, removeUser, sweepTimers, stop };
}
