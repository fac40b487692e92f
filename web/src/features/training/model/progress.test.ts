import { describe, expect, it } from 'vitest';
import type { TLesson } from '@app/shared-types/training/model';
import { progressLabel, resumeLesson } from './progress';

const lessons = ['a', 'b', 'c'].map((id) => ({ id, title: id, minutes: 5, body: [], keyPoints: [] }) satisfies TLesson);

describe('resumeLesson', () => {
  it('resumes where the member left off, else at the first lesson not done', () => {
    expect(resumeLesson(lessons, null)?.id).toBe('a');
    expect(resumeLesson(lessons, { completedLessonIds: ['a'], lastLessonId: 'c', completed: false })?.id).toBe('c');
    expect(resumeLesson(lessons, { completedLessonIds: ['a'], lastLessonId: null, completed: false })?.id).toBe('b');
  });
  it('labels progress', () => {
    expect(progressLabel(3, null)).toBe('3 lessons');
    expect(progressLabel(3, { completedLessonIds: ['a'], lastLessonId: 'a', completed: false })).toBe('1 of 3 lessons done');
    expect(progressLabel(3, { completedLessonIds: ['a', 'b', 'c'], lastLessonId: 'c', completed: true })).toBe('Completed');
  });
});
