import type { Connection } from 'mongoose';
import { breakoutsModels } from './breakouts/breakouts.model';
import { controlsModels } from './controls/controls.model';
import { handsModels } from './hands/hands.model';
import { pollsModels } from './polls/polls.model';
import { presenterModels } from './presenter/presenter.model';
import { questionsModels } from './questions/questions.model';
import { reactionsModels } from './reactions/reactions.model';
import { resourcesModels } from './resources/resources.model';

export type InteractiveModels = ReturnType<typeof interactiveModels>;

/** Every slice's models, for the module's index (their indexes) and tests reading the store. */
export function interactiveModels(db: Connection) {
  return {
    ...pollsModels(db),
    ...questionsModels(db),
    ...breakoutsModels(db),
    ...resourcesModels(db),
    ...controlsModels(db),
    ...handsModels(db),
    ...reactionsModels(db),
    ...presenterModels(db),
  };
}
