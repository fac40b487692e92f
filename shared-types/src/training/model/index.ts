/**
 * The training library's wire types and constants, without zod. Lesson content never ships in the
 * web bundle: the server sends a module's lessons only to those entitled to it.
 */
import type { TPlanId } from '../../membership/model';

export const TRAINING_CATEGORIES = [
  'Accounting',
  'Tax Preparation',
  'Payroll',
  'Financial Management',
  'Business Development',
  'Government Contracting',
  'Compliance',
  'Cybersecurity',
  'Partnerships',
] as const;
export type TTrainingCategory = (typeof TRAINING_CATEGORIES)[number];

export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type TDifficulty = (typeof DIFFICULTIES)[number];
export const DIFFICULTY_LABELS: Record<TDifficulty, string> = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' };

export type TLesson = {
  id: string;
  title: string;
  minutes: number;
  /** Paragraphs, in order. */
  body: string[];
  keyPoints: string[];
};

/** Spec 001 section 3: id, title, description, duration, difficulty, category, isPremium. */
export type TTrainingModuleSummary = {
  id: string;
  title: string;
  description: string;
  /** e.g. '45 min' */
  duration: string;
  difficulty: TDifficulty;
  category: TTrainingCategory;
  isPremium: boolean;
  requiredTier: TPlanId;
  lessonCount: number;
  /** Whether this viewer may open it (the server decides; the card mirrors it). */
  locked: boolean;
  progress: TModuleProgress | null;
};

export type TModuleProgress = { completedLessonIds: string[]; lastLessonId: string | null; completed: boolean };

export type TTrainingModule = Omit<TTrainingModuleSummary, 'locked'> & { lessons: TLesson[] };

export const TRAINING_MESSAGES = {
  moduleNotFound: 'Training module not found',
  lessonNotFound: 'Lesson not found',
  premiumModule: 'This module is part of Premium. Unlock with Premium to open it.',
  signInToTrain: 'Please sign in to open training modules.',
} as const;

export const TRAINING_LIMITS = { id: 80 } as const;
