import { Types } from 'mongoose';
import { breakoutsService } from './breakouts/breakouts.service';
import { controlsService } from './controls/controls.service';
import type { InteractiveModels } from './interactive.models';
import { pollsService } from './polls/polls.service';
import { questionsService } from './questions/questions.service';
import { resourcesService } from './resources/resources.service';
import type { SliceDeps } from './slice-kit';
import { snapshotService } from './snapshot/snapshot.service';

export type InteractiveServices = ReturnType<typeof createInteractiveServices>;

/** Each slice's service on its own models, and the snapshot over all of them. */
export function createInteractiveServices(deps: SliceDeps & { models: InteractiveModels }) {
  const { models } = deps;
  const polls = pollsService({ ...deps, models });
  const questions = questionsService({ ...deps, models });
  const breakouts = breakoutsService({ ...deps, models });
  const resources = resourcesService({ ...deps, models });
  const controls = controlsService({ ...deps, models });
  const snapshot = snapshotService(deps.access, { polls, questions, breakouts, resources, controls });

  /** Account deletion: votes (tallies fixed), upvotes (counts fixed), questions and breakout seats. */
  async function removeUser(userId: string): Promise<void> {
    if (!Types.ObjectId.isValid(userId)) return;
    const id = new Types.ObjectId(userId);
    await polls.removeVotesOf(id);
    await questions.removeUserQuestions(id);
    await breakouts.removeSeatsOf(id);
  }

  return { polls, questions, breakouts, resources, controls, snapshot, removeUser, stop: () => polls.stop() };
}
