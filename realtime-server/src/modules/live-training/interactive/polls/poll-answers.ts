import { POLL_KIND_LIMITS as K, POLL_KIND_MESSAGES as M, normaliseTerm, type TPollKind, type TVoteChoice } from '@app/shared-types/live-training';
import { badRequest } from '../errors';

/**
 * How each kind of poll reads an answer and what the answer adds to the poll's counters. One
 * vote document per member per poll holds the answer; the poll's counters are moved by the
 * difference between a member's previous and new answer (see polls.service.ts), so every kind
 * stays exact under concurrency the same way single choice always has.
 */

/** An answer as the vote document stores it. */
export type StoredAnswer = { optionIndexes: number[]; text: string | null; term: string | null };

const wrongKind = () => badRequest(M.wrongKind, [{ path: 'choice', message: M.wrongKind }]);
const chooseAnOption = () => badRequest('Please choose an option', [{ path: 'optionIndex', message: 'Please choose an option' }]);

/** The vote checked against the poll's kind and options; throws the 400 to answer otherwise. */
export function answerFor(kind: TPollKind, optionCount: number, choice: TVoteChoice): StoredAnswer {
  const none = { text: null, term: null };
  switch (kind) {
    case 'single':
    case 'multiple':
    case 'quiz': {
      if (!('optionIndexes' in choice)) throw wrongKind();
      const { optionIndexes } = choice;
      if (optionIndexes.some((i) => i >= optionCount)) throw chooseAnOption();
      if (kind !== 'multiple' && optionIndexes.length > 1) throw badRequest('This poll takes one answer', [{ path: 'optionIndexes', message: 'This poll takes one answer' }]);
      return { optionIndexes: [...optionIndexes].sort((a, b) => a - b), ...none };
    }
    case 'rating':
      if (!('rating' in choice)) throw wrongKind();
      return { optionIndexes: [choice.rating], ...none };
    case 'ranking': {
      if (!('ranking' in choice)) throw wrongKind();
      const { ranking } = choice;
      const complete = ranking.length === optionCount && new Set(ranking).size === optionCount && ranking.every((i) => i < optionCount);
      if (!complete) throw badRequest(M.rankingRequired, [{ path: 'ranking', message: M.rankingRequired }]);
      return { optionIndexes: [...ranking], ...none };
    }
    case 'wordcloud': {
      if (!('text' in choice)) throw wrongKind();
      if (choice.text.length > K.wordMax) {
        const message = `Word-cloud answers must be at most ${K.wordMax} characters`;
        throw badRequest(message, [{ path: 'text', message }]);
      }
      const term = normaliseTerm(choice.text);
      if (!term) throw badRequest(M.wordRequired, [{ path: 'text', message: M.wordRequired }]);
      return { optionIndexes: [], text: choice.text, term };
    }
    case 'open':
      if (!('text' in choice)) throw wrongKind();
      return { optionIndexes: [], text: choice.text, term: null };
  }
}

/** How many counters a poll of this kind keeps. */
export function counterCount(kind: TPollKind, optionCount: number): number {
  if (kind === 'rating') return K.ratingMax;
  if (kind === 'wordcloud' || kind === 'open') return 0;
  return optionCount;
}

/** What one answer adds to the counters: counter index -> amount. */
function contributionOf(kind: TPollKind, optionCount: number, optionIndexes: number[]): Map<number, number> {
  const adds = new Map<number, number>();
  if (kind === 'rating') {
    const [rating] = optionIndexes;
    if (rating !== undefined) adds.set(rating - 1, 1);
  } else if (kind === 'ranking') {
    // Borda: the first of n options gets n - 1 points, the last none.
    optionIndexes.forEach((option, position) => adds.set(option, optionCount - 1 - position));
  } else if (kind !== 'wordcloud' && kind !== 'open') {
    for (const i of optionIndexes) adds.set(i, 1);
  }
  return adds;
}

/** The $inc that moves the counters from `before` (null: a first vote, one more voter) to `after`. */
export function deltaOf(kind: TPollKind, optionCount: number, before: number[] | null, after: number[]): Record<string, number> {
  const inc: Record<string, number> = { revision: 1 };
  if (!before) inc.totalVoters = 1;
  const was = before ? contributionOf(kind, optionCount, before) : new Map<number, number>();
  const now = contributionOf(kind, optionCount, after);
  for (const key of new Set([...was.keys(), ...now.keys()])) {
    const d = (now.get(key) ?? 0) - (was.get(key) ?? 0);
    if (d !== 0) inc[`counts.${key}`] = d;
  }
  return inc;
}

/** The $inc that takes a whole answer back (account deletion). */
export function removalOf(kind: TPollKind, optionCount: number, optionIndexes: number[]): Record<string, number> {
  const inc: Record<string, number> = { revision: 1, totalVoters: -1 };
  for (const [key, amount] of contributionOf(kind, optionCount, optionIndexes)) if (amount) inc[`counts.${key}`] = -amount;
  return inc;
}

/** A repeated answer (a reload, a double click): nothing to count. Order matters only for a ranking. */
export function sameAnswer(a: Pick<StoredAnswer, 'optionIndexes'> & { text?: string | null }, b: StoredAnswer): boolean {
  if ((a.text ?? null) !== b.text) return false;
  return a.optionIndexes.length === b.optionIndexes.length && a.optionIndexes.every((v, i) => v === b.optionIndexes[i]);
}
