import type { Connection } from 'mongoose';
import { breakoutsModels } from './breakouts/breakouts.model';
import { controlsModels } from './controls/controls.model';
import { pollsModels } from './polls/polls.model';
import { questionsModels } from './questions/questions.model';
import { resourcesModels } from './resources/resources.model';

export type InteractiveModels = ReturnType<typeof interactiveModels>;

/** Every slice's models, for the module's index (their indexes) and tests reading the store. */
export function interactiveModels(db: Connection) {
  return { ...pollsModels(db), ...questionsModels(db), ...breakoutsModels(db), ...resourcesModels(db), ...controlsModels(db) };
}
