import type { TPoll, TPollForViewer, TPollKind, TPollVoter } from '@app/shared-types/live-training';
import { toIso } from '../../../../db/define-model';
import type { PollResults } from './poll-results';
import { kindOf, type IPoll, type IPollVote } from './polls.model';

/** The tally as the wire's map: option index -> count, or rating '1'..'5' -> people for a rating. */
export const tallyOf = (counts: number[], kind: TPollKind = 'single'): Record<string, number> =>
  Object.fromEntries(counts.map((n, i) => [String(kind === 'rating' ? i + 1 : i), n]));

/**
 * Instructors always see results. Attendees do not while an 'after-close' poll is open, and never
 * for an 'instructor' poll.
 */
export const hidesResults = (poll: Pick<IPoll, 'resultsVisibility' | 'isActive'>, forInstructor: boolean) =>
  !forInstructor && (poll.resultsVisibility === 'instructor' || (poll.resultsVisibility === 'after-close' && poll.isActive));

/** Whether instructors and attendees hear different tallies (hidden results, or names on open answers). */
export const tallySplits = (poll: Pick<IPoll, 'resultsVisibility' | 'isActive' | 'anonymous' | 'kind' | 'allowMultiple'>) =>
  hidesResults(poll, false) || (kindOf(poll) === 'open' && !poll.anonymous);

/** Whether they get different copies of the poll itself (also: a quiz's answer before it is revealed). */
export const pollSplits = (poll: Pick<IPoll, 'resultsVisibility' | 'isActive' | 'anonymous' | 'kind' | 'allowMultiple' | 'revealed'>) =>
  tallySplits(poll) || (kindOf(poll) === 'quiz' && !poll.revealed);

/** Results for one audience: hidden ones as null, open answers unnamed to anybody but instructors. */
export function resultsFor(poll: Pick<IPoll, 'resultsVisibility' | 'isActive'>, results: PollResults, forInstructor: boolean): { words?: TPoll['words']; answers?: TPoll['answers'] } {
  const hidden = hidesResults(poll, forInstructor);
  const out: { words?: TPoll['words']; answers?: TPoll['answers'] } = {};
  if (results.words) out.words = hidden ? null : results.words;
  if (results.answers) out.answers = hidden ? null : forInstructor ? results.answers : results.answers.map((a) => ({ ...a, name: null }));
  return out;
}

export function toPollDTO(poll: IPoll, forInstructor: boolean, results: PollResults = {}): TPoll {
  const kind = kindOf(poll);
  const dto: TPoll = {
    id: poll._id.toString(),
    sessionId: poll.sessionId.toString(),
    kind,
    question: poll.question,
    options: poll.options,
    allowMultiple: poll.allowMultiple,
    anonymous: poll.anonymous,
    resultsVisibility: poll.resultsVisibility,
    isActive: poll.isActive,
    votes: hidesResults(poll, forInstructor) ? null : tallyOf(poll.counts, kind),
    totalVoters: poll.totalVoters,
    revision: poll.revision,
    createdBy: poll.createdBy.toString(),
    createdAt: poll.createdAt.toISOString(),
    closedAt: toIso(poll.closedAt),
    // A quiz's answer is the instructor's until revealed.
    correctIndex: kind === 'quiz' && (forInstructor || poll.revealed) ? (poll.correctIndex ?? null) : null,
    revealed: !!poll.revealed,
    timerSeconds: poll.timerSeconds ?? null,
    closesAt: toIso(poll.closesAt),
  };
  if (kind === 'wordcloud') dto.words = null;
  if (kind === 'open') dto.answers = null;
  return { ...dto, ...resultsFor(poll, results, forInstructor) };
}

/** Voter lists go to instructors only, and never for an anonymous poll. */
export function toPollForViewer(poll: IPoll, forInstructor: boolean, mine: IPollVote | undefined, votes: IPollVote[] | undefined, results: PollResults = {}): TPollForViewer {
  const typed = kindOf(poll) === 'wordcloud' || kindOf(poll) === 'open';
  const dto: TPollForViewer = { ...toPollDTO(poll, forInstructor, results), myVote: mine && !typed ? mine.optionIndexes : null };
  if (typed) dto.myText = mine?.text ?? null;
  if (forInstructor && !poll.anonymous && votes) dto.voters = votes.map(toVoter);
  return dto;
}

const toVoter = (vote: IPollVote): TPollVoter => ({
  userId: vote.userId.toString(),
  username: vote.username,
  displayName: vote.displayName ?? vote.username,
  optionIndexes: vote.optionIndexes,
  ...(vote.text ? { text: vote.text } : {}),
});
