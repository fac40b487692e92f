import type { TTrainingModule } from '@app/shared-types/training';

/** A module as written: the summary fields and its lessons (progress is the viewer's, added later). */
export type CatalogModule = Omit<TTrainingModule, 'progress' | 'lessonCount'>;
