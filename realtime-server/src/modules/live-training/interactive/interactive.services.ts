import { Types } from 'mongoose';
import type { InteractiveDepsBag } from './interactive.deps';
import { breakoutsService } from './breakouts.service';
import { controlsService } from './controls.service';
import { pollsService } from './polls.service';
import { questionsService } from './questions.service';
import { resourcesService } from './resources.service';
import { snapshotService } from './snapshot.service';

export type InteractiveServices = ReturnType<typeof createInteractiveServices>;

export function createInteractiveServices(deps: InteractiveDepsBag) {
  const polls = pollsService(deps);
  const questions = questionsService(deps);
  const breakouts = breakoutsService(deps);
  const resources = resourcesService(deps);
  const controls = controlsService(deps);
  const snapshot = snapshotService(deps, { polls, questions, breakouts, resources, controls });

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
