import type { TPoll, TPollForViewer, TPollVoter } from '@app/shared-types/live-training';
import { toIso } from '../../../../db/define-model';
import type { IPoll, IPollVote } from './polls.model';

/** The tally as the wire's map of option index -> people. */
export const tallyOf = (counts: number[]): Record<string, number> => Object.fromEntries(counts.map((n, i) => [String(i), n]));

/** 'after-close' polls keep their tally from attendees while open; instructors always see it. */
export const hidesResults = (poll: Pick<IPoll, 'resultsVisibility' | 'isActive'>, forInstructor: boolean) =>
  !forInstructor && poll.resultsVisibility === 'after-close' && poll.isActive;

export function toPollDTO(poll: IPoll, forInstructor: boolean): TPoll {
  return {
    id: poll._id.toString(),
    sessionId: poll.sessionId.toString(),
    question: poll.question,
    options: poll.options,
    allowMultiple: poll.allowMultiple,
    anonymous: poll.anonymous,
    resultsVisibility: poll.resultsVisibility,
    isActive: poll.isActive,
    votes: hidesResults(poll, forInstructor) ? null : tallyOf(poll.counts),
    totalVoters: poll.totalVoters,
    revision: poll.revision,
    createdBy: poll.createdBy.toString(),
    createdAt: poll.createdAt.toISOString(),
    closedAt: toIso(poll.closedAt),
  };
}

/** Voter lists go to instructors only, and never for an anonymous poll. */
export function toPollForViewer(poll: IPoll, forInstructor: boolean, myVote: number[] | null, votes: IPollVote[] | undefined): TPollForViewer {
  const dto: TPollForViewer = { ...toPollDTO(poll, forInstructor), myVote };
  if (forInstructor && !poll.anonymous && votes) dto.voters = votes.map(toVoter);
  return dto;
}

const toVoter = (vote: IPollVote): TPollVoter => ({ userId: vote.userId.toString(), username: vote.username, displayName: vote.displayName ?? vote.username, optionIndexes: vote.optionIndexes });
