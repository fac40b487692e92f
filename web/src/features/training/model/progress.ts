import type { TLesson, TModuleProgress } from '@app/shared-types/training/model';

/** Where a member resumes: the lesson they were on, else the first not yet done, else the first. */
export function resumeLesson(lessons: TLesson[], progress: TModuleProgress | null): TLesson | undefined {
  const last = progress?.lastLessonId ? lessons.find((l) => l.id === progress.lastLessonId) : undefined;
  return last ?? lessons.find((l) => !progress?.completedLessonIds.includes(l.id)) ?? lessons[0];
}

export function progressLabel(lessonCount: number, progress: TModuleProgress | null): string {
  const done = progress?.completedLessonIds.length ?? 0;
  if (progress?.completed) return 'Completed';
  return done ? `${done} of ${lessonCount} lessons done` : `${lessonCount} lessons`;
}
