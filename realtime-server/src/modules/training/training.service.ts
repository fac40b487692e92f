import { Types, type Connection } from 'mongoose';
import { hasTier, type TUser } from '@app/shared-types/auth';
import { TRAINING_MESSAGES as M, type TModuleProgress, type TTrainingModule, type TTrainingModuleSummary } from '@app/shared-types/training';
import { notFound, premiumRequired, unauthenticated } from '../../errors/app-error';
import { isDuplicateKeyError } from '../../errors/model-errors';
import { TRAINING_CATALOG, type CatalogModule } from './catalog';
import { moduleProgressModel, type IModuleProgress } from './progress.model';

export type TrainingService = ReturnType<typeof createTrainingService>;

const byId = new Map(TRAINING_CATALOG.map((m) => [m.id, m]));

function toProgress(module: CatalogModule, p: IModuleProgress | undefined | null): TModuleProgress | null {
  if (!p) return null;
  // A row first written by opening a lesson (a $pull upsert) has no list yet.
  const done = new Set(p.completedLessonIds ?? []);
  return {
    completedLessonIds: module.lessons.map((l) => l.id).filter((id) => done.has(id)),
    lastLessonId: p.lastLessonId ?? null,
    completed: module.lessons.every((l) => done.has(l.id)),
  };
}

function summary(module: CatalogModule, viewer: TUser | null, progress: IModuleProgress | undefined): TTrainingModuleSummary {
  const { lessons, ...fields } = module;
  return { ...fields, lessonCount: lessons.length, locked: !viewer || !hasTier(viewer, module.requiredTier), progress: toProgress(module, progress) };
}

/**
 * The training library: the catalogue for everyone, a module's lessons only for those entitled to it
 * (members for free modules, a plan at the module's requiredTier for premium ones), progress per member.
 */
export function createTrainingService({ db }: { db: Connection }) {
  const Progress = moduleProgressModel(db);

  /** The module if this viewer may open it; 401 for visitors, 403 PREMIUM_REQUIRED without the tier. */
  function entitled(viewer: TUser | null, id: string): CatalogModule {
    const module = byId.get(id);
    if (!module) throw notFound(M.moduleNotFound);
    if (!viewer) throw unauthenticated(M.signInToTrain);
    if (!hasTier(viewer, module.requiredTier)) throw premiumRequired(M.premiumModule);
    return module;
  }

  return {
    models: [Progress],

    async list(viewer: TUser | null): Promise<TTrainingModuleSummary[]> {
      const rows = viewer ? await Progress.find({ userId: viewer.id }).lean<IModuleProgress[]>() : [];
      const progress = new Map(rows.map((r) => [r.moduleId, r]));
      return TRAINING_CATALOG.map((m) => summary(m, viewer, progress.get(m.id)));
    },

    async get(viewer: TUser | null, id: string): Promise<TTrainingModule> {
      const module = entitled(viewer, id);
      const progress = await Progress.findOne({ userId: viewer!.id, moduleId: id }).lean<IModuleProgress>();
      return { ...module, lessonCount: module.lessons.length, progress: toProgress(module, progress) };
    },

    /** Marks a lesson done or not, and remembers it as where the member is; one atomic write. */
    async recordLesson(viewer: TUser | null, id: string, lessonId: string, completed: boolean): Promise<TModuleProgress> {
      const module = entitled(viewer, id);
      if (!module.lessons.some((l) => l.id === lessonId)) throw notFound(M.lessonNotFound);
      const filter = { userId: new Types.ObjectId(viewer!.id), moduleId: id };
      const update = { $set: { lastLessonId: lessonId }, ...(completed ? { $addToSet: { completedLessonIds: lessonId } } : { $pull: { completedLessonIds: lessonId } }) };
      let saved: IModuleProgress | null;
      try {
        saved = await Progress.findOneAndUpdate(filter, update, { upsert: true, returnDocument: 'after' }).lean<IModuleProgress>();
      } catch (error) {
        // Two first writes raced on the unique index: the second one now updates the row the first made.
        if (!isDuplicateKeyError(error)) throw error;
        saved = await Progress.findOneAndUpdate(filter, update, { returnDocument: 'after' }).lean<IModuleProgress>();
      }
      return toProgress(module, saved)!;
    },

    async removeUser(userId: Types.ObjectId): Promise<void> {
      await Progress.deleteMany({ userId });
    },
  };
}
