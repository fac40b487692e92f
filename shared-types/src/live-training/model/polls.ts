/**
 * Poll kinds beyond single and multiple choice (issue 25): word cloud, open text, rating 1-5,
 * ranking and quiz. Constants, wire types and the pure rules both sides apply (how a word-cloud
 * answer is normalised, how a ranking's average rank is read from its Borda points), without zod.
 */
import type { TPollResultsVisibility } from './index';

export const POLL_KINDS = ['single', 'multiple', 'wordcloud', 'open', 'rating', 'ranking', 'quiz'] as const;
export type TPollKind = (typeof POLL_KINDS)[number];

export const POLL_KIND_LABELS: Record<TPollKind, string> = {
  single: 'Single choice',
  multiple: 'Multiple choice',
  wordcloud: 'Word cloud',
  open: 'Open text',
  rating: 'Rating',
  ranking: 'Ranking',
  quiz: 'Quiz',
};

/** Kinds whose answers pick among the poll's options (and so need at least two). */
export const OPTION_POLL_KINDS: readonly TPollKind[] = ['single', 'multiple', 'ranking', 'quiz'];
export const pollHasOptions = (kind: TPollKind) => OPTION_POLL_KINDS.includes(kind);
/** Kinds whose answers are words people type. */
export const pollTakesText = (kind: TPollKind) => kind === 'wordcloud' || kind === 'open';

export const POLL_KIND_LIMITS = {
  /** A word-cloud answer: a word or a short phrase. */
  wordMax: 40,
  openAnswerMax: 500,
  ratingMin: 1,
  ratingMax: 5,
  quizTimerMin: 5,
  quizTimerMax: 600,
  /** Terms a word cloud carries (the most frequent); the rest are counted, not sent. */
  cloudTerms: 100,
  /** Open answers a poll carries (the latest); older ones are read page by page. */
  openAnswersShown: 100,
  /** Entries of the quiz leaderboard everybody sees. */
  leaderboardSize: 10,
} as const;

export const POLL_KIND_MESSAGES = {
  wordRequired: 'Please enter a word or two',
  answerRequired: 'Please enter an answer',
  ratingRange: 'Please rate from 1 to 5',
  rankingRequired: 'Please rank every option once',
  correctRequired: 'Please mark the correct answer',
  quizNotAnonymous: 'A quiz names its players on the leaderboard, so it cannot be anonymous',
  quizAnswerFinal: 'Your answer is in; a quiz answer cannot be changed.',
  wrongKind: 'This poll takes a different kind of answer',
  notQuiz: 'Only a quiz has a correct answer to reveal',
} as const;

/**
 * A word-cloud answer as it is counted: Unicode-normalised (NFKC), lower case, inner spaces
 * collapsed, punctuation stripped from both ends. "Payroll!", " payroll" and "PAYROLL" are one term.
 */
export function normaliseTerm(text: string): string {
  return text
    .normalize('NFKC')
    .toLocaleLowerCase('en-US')
    .replace(/\s+/gu, ' ')
    .replace(/^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu, '')
    .slice(0, POLL_KIND_LIMITS.wordMax);
}

export type TWordCount = { text: string; count: number };

/** An open-text answer; `name` is null for anonymous polls and for every viewer but instructors. */
export type TOpenAnswer = { id: string; text: string; name: string | null; at: string };

export type TQuizLeaderboardEntry = {
  rank: number;
  userId: string;
  name: string;
  /** Quizzes answered right, among those revealed. */
  correct: number;
  /** Milliseconds from each quiz opening to the right answers, summed (less is faster). */
  timeMs: number;
};

/** The session's quiz leaderboard over its revealed quizzes; attendees get entries only while it is shown. */
export type TQuizLeaderboard = { sessionId: string; shown: boolean; players: number; entries: TQuizLeaderboardEntry[] };

/**
 * A ranking's tally holds each option's Borda points (n - position, summed over voters): the
 * average rank is n - points / voters (1 is best). Null before anybody ranked.
 */
export function averageRank(points: number, totalVoters: number, optionCount: number): number | null {
  if (totalVoters <= 0) return null;
  return optionCount - points / totalVoters;
}

/** A rating's average from its distribution (keys '1'..'5'), one decimal; null without ratings. */
export function averageRating(votes: Record<string, number> | null, totalVoters: number): number | null {
  if (!votes || totalVoters <= 0) return null;
  let sum = 0;
  for (let r = POLL_KIND_LIMITS.ratingMin; r <= POLL_KIND_LIMITS.ratingMax; r++) sum += r * (votes[String(r)] ?? 0);
  return Math.round((sum / totalVoters) * 10) / 10;
}

/**
 * A poll as broadcast. `votes` is the tally, null while results are hidden from the receiver:
 * people per option (single, multiple, quiz), people per rating '1'..'5' (rating), Borda points per
 * option (ranking: see averageRank); empty for word clouds and open text, which carry `words` and
 * `answers` instead.
 */
export type TPoll = {
  id: string;
  sessionId: string;
  kind: TPollKind;
  question: string;
  options: string[];
  allowMultiple: boolean;
  anonymous: boolean;
  resultsVisibility: TPollResultsVisibility;
  isActive: boolean;
  votes: Record<string, number> | null;
  /** People who voted (not options chosen). */
  totalVoters: number;
  /** Bumped with each counted vote: apply a tally only when its revision is higher. */
  revision: number;
  createdBy: string;
  createdAt: string;
  closedAt: string | null;
  /** Quiz: the right option, for instructors always and for everybody once revealed; else null. */
  correctIndex: number | null;
  /** Quiz: the right answer has been shown to everybody. */
  revealed: boolean;
  /** Quiz: seconds it stays open; it closes by itself at `closesAt`. */
  timerSeconds: number | null;
  closesAt: string | null;
  /** Word cloud: the most frequent terms, most first (null while hidden from this receiver). */
  words?: TWordCount[] | null;
  /** Open text: the latest answers, newest first (null while hidden from this receiver). */
  answers?: TOpenAnswer[] | null;
};

/** Who answered what: sent to instructors only, and never for an anonymous poll. */
export type TPollVoter = { userId: string; username: string; displayName: string; optionIndexes: number[]; text?: string | null };

/**
 * `myVote`: the viewer's chosen options (single, multiple, quiz), [rating] (rating), or the options
 * in the order they ranked them (ranking); `myText` their typed answer (word cloud, open text).
 */
export type TPollForViewer = TPoll & { myVote: number[] | null; myText?: string | null; voters?: TPollVoter[] };

export type TVoteResult = {
  pollId: string;
  myVote: number[];
  myText?: string | null;
  votes: Record<string, number> | null;
  totalVoters: number;
  revision: number;
};

/** The tally part of 'poll:vote-counted' (coalesced; carries the whole results, so a dropped one is harmless). */
export type TPollTallyEvent = {
  sessionId: string;
  pollId: string;
  votes: Record<string, number> | null;
  totalVoters: number;
  revision: number;
  words?: TWordCount[] | null;
  answers?: TOpenAnswer[] | null;
};
