import { z } from 'zod';
import '../zod-messages';
import { TRAINING_LIMITS as L, TRAINING_MESSAGES as M } from './model';

export * from './model';

const slug = (message: string) => z.string().trim().max(L.id, message).regex(/^[a-z0-9-]+$/, message);

export const ZModuleIdParam = z.object({ id: slug(M.moduleNotFound) });

/** PUT /api/training/modules/:id/progress: a lesson done (or undone), and where the member is. */
export const ZLessonProgressRequest = z.object({
  lessonId: slug(M.lessonNotFound),
  completed: z.boolean({ error: 'completed must be true or false' }),
});
