import { Types } from 'mongoose';
import type { z } from 'zod';
import { displayName, type TUser } from '@app/shared-types/auth';
import { LIVE_MESSAGES, type TPoll, type TPollForViewer, type TVoteResult, type ZCreatePollRequest } from '@app/shared-types/live-training';
import type { SessionRole } from '../../contracts';
import { badRequest, conflict, isDuplicateKeyError, notFound } from '../errors';
import { actor, requireNotEnded, type SliceDeps } from '../slice-kit';
import { hidesResults, tallyOf, toPollDTO, toPollForViewer } from './polls.dto';
import { pollsEvents, type PollTally } from './polls.events';
import type { IPoll, IPollVote, PollsModels } from './polls.model';
import { createPollFacts, type PollFacts } from './poll-facts';
import { createTallyBroadcaster } from './tally-broadcaster';

type TallyFields = Pick<IPoll, '_id' | 'sessionId' | 'counts' | 'totalVoters' | 'revision' | 'isActive' | 'resultsVisibility'>;
const TALLY_PROJECTION = { sessionId: 1, counts: 1, totalVoters: 1, revision: 1, isActive: 1, resultsVisibility: 1 } as const;

type PreviousVote = Pick<IPollVote, '_id' | 'optionIndexes' | 'nonce'>;

/**
 * Polls and votes.
 *
 * How tallies stay exact without transactions (the embedded store and a standalone MongoDB have
 * none): the vote document is swapped atomically (findOneAndUpdate, upsert, returning the version
 * it replaced; the unique (poll, user) index makes a first vote an insert exactly once), and the
 * difference between the replaced and the new choice is applied to the poll in one atomic `$inc`
 * of the per-option counters, `totalVoters` and `revision`, conditional on the poll being open.
 * Swaps of one member chain (each returns the one before it), so the deltas of any interleaving
 * add up to "last choice minus first", and different members never touch the same vote document:
 * counters equal a recount of the votes for any number of concurrent voters. If the poll closed
 * between the two writes, the swap is undone (when still the latest, by its nonce) and the vote
 * answers 'Poll closed'. Two writes per vote, no retry loop, no lock.
 */
export function pollsService(deps: SliceDeps & { models: PollsModels }) {
  const { Polls, Votes } = deps.models;
  const { access } = deps;
  const events = pollsEvents(deps.emitter);
  const tallies = createTallyBroadcaster<PollTally>(
    (state, { volatile }) => events.tally(state, volatile),
    (err) => deps.logger.error({ err }, 'poll tally broadcast failed'),
  );

  const toTally = (poll: TallyFields): PollTally => ({
    pollId: poll._id.toString(),
    sessionId: poll.sessionId.toString(),
    counts: poll.counts,
    totalVoters: poll.totalVoters,
    revision: poll.revision,
    isActive: poll.isActive,
    resultsVisibility: poll.resultsVisibility,
  });

  const facts = createPollFacts(async (pollId) => {
    const poll = await Polls.findById(pollId, { sessionId: 1, options: 1, allowMultiple: 1, resultsVisibility: 1, isActive: 1 }).lean<IPoll>();
    return poll ? { ...poll, closed: !poll.isActive } : null;
  });

  async function loadPoll(pollId: string): Promise<IPoll> {
    const poll = await Polls.findById(pollId).lean<IPoll>();
    if (!poll) throw notFound('Poll not found');
    return poll;
  }

  async function createPoll(user: TUser | null, sessionId: string, input: z.output<typeof ZCreatePollRequest>): Promise<TPoll> {
    const { session } = await access.require(user, sessionId, 'manage');
    requireNotEnded(session);
    const created = await Polls.create({
      sessionId: new Types.ObjectId(session.id),
      question: input.question,
      options: input.options,
      allowMultiple: input.allowMultiple,
      anonymous: input.anonymous,
      resultsVisibility: input.resultsVisibility,
      counts: input.options.map(() => 0),
      createdBy: new Types.ObjectId(actor(user).id),
    });
    const poll = created.toObject<IPoll>();
    events.pollCreated(poll);
    return toPollDTO(poll, true);
  }

  /** The session's polls, newest first, each with the viewer's own vote (and voters for instructors). */
  async function listForViewer(user: TUser, sessionId: string, role: SessionRole): Promise<TPollForViewer[]> {
    const polls = await Polls.find({ sessionId }).sort({ createdAt: -1, _id: -1 }).limit(500).lean<IPoll[]>();
    if (!polls.length) return [];
    const pollIds = polls.map((p) => p._id);
    const forInstructor = role === 'instructor';
    const votes = forInstructor
      ? await Votes.find({ pollId: { $in: pollIds } }).sort({ createdAt: 1, _id: 1 }).lean<IPollVote[]>()
      : await Votes.find({ pollId: { $in: pollIds }, userId: user.id }).lean<IPollVote[]>();
    const byPoll = new Map<string, IPollVote[]>();
    for (const v of votes) {
      const key = v.pollId.toString();
      const list = byPoll.get(key);
      if (list) list.push(v);
      else byPoll.set(key, [v]);
    }
    return polls.map((p) => {
      const pollVotes = byPoll.get(p._id.toString()) ?? [];
      const mine = pollVotes.find((v) => v.userId.equals(user.id));
      return toPollForViewer(p, forInstructor, mine ? mine.optionIndexes : null, pollVotes);
    });
  }

  async function list(user: TUser | null, sessionId: string): Promise<TPollForViewer[]> {
    const { role } = await access.require(user, sessionId, 'participate');
    return listForViewer(actor(user), sessionId, role);
  }

  function checkChoice(poll: PollFacts, optionIndexes: number[]): void {
    if (optionIndexes.some((i) => i >= poll.options.length)) {
      throw badRequest('Please choose an option', [{ path: 'optionIndex', message: 'Please choose an option' }]);
    }
    if (!poll.allowMultiple && optionIndexes.length > 1) {
      throw badRequest('This poll takes one answer', [{ path: 'optionIndexes', message: 'This poll takes one answer' }]);
    }
  }

  /** The counter moves from `before` to `after`: -1 for dropped options, +1 for new ones, +1 voter if first. */
  function deltaOf(before: number[] | null, after: number[]): Record<string, number> {
    const inc: Record<string, number> = { revision: 1 };
    if (!before) inc.totalVoters = 1;
    for (const i of before ?? []) if (!after.includes(i)) inc[`counts.${i}`] = -1;
    for (const i of after) if (!before?.includes(i)) inc[`counts.${i}`] = 1;
    return inc;
  }

  async function vote(user: TUser | null, pollId: string, optionIndexes: number[]): Promise<TVoteResult> {
    const poll = await facts.get(pollId);
    if (!poll) throw notFound('Poll not found');
    const { session, role } = await access.require(user, poll.sessionId.toString(), 'participate');
    requireNotEnded(session);
    if (poll.closed) throw conflict(LIVE_MESSAGES.pollClosed);
    checkChoice(poll, optionIndexes);
    const voter = actor(user);
    const chosen = [...optionIndexes].sort((a, b) => a - b);
    const result = (p: TallyFields): TVoteResult => ({
      pollId,
      myVote: chosen,
      votes: hidesResults(p, role === 'instructor') ? null : tallyOf(p.counts),
      totalVoters: p.totalVoters,
      revision: p.revision,
    });

    const mine = new Types.ObjectId();
    const previous = await swapVote(poll, voter, chosen, mine);
    if (previous && sameChoice(previous.optionIndexes, chosen)) {
      // A reload or a repeated click: nothing to count, nothing counted twice.
      const current = await Polls.findById(poll._id, TALLY_PROJECTION).lean<TallyFields>();
      if (!current) throw notFound('Poll not found');
      if (!current.isActive) {
        facts.markClosed(pollId);
        throw conflict(LIVE_MESSAGES.pollClosed);
      }
      return result(current);
    }
    const inc = deltaOf(previous?.optionIndexes ?? null, chosen);
    const counted = await Polls.findOneAndUpdate({ _id: poll._id, isActive: true }, { $inc: inc }, { returnDocument: 'after', projection: TALLY_PROJECTION }).lean<TallyFields>();
    if (counted) {
      tallies.counted(toTally(counted));
      return result(counted);
    }
    // Closed (here or on another node) between our vote write and our count: put the vote back as it
    // was. If another tab of this member already changed it on top of ours, their delta assumed
    // ours, so ours must stand.
    facts.markClosed(pollId);
    if (await restoreVote(poll._id, voter.id, mine, previous)) throw conflict(LIVE_MESSAGES.pollClosed);
    const forced = await Polls.findOneAndUpdate({ _id: poll._id }, { $inc: inc }, { returnDocument: 'after', projection: TALLY_PROJECTION }).lean<TallyFields>();
    if (!forced) throw notFound('Poll not found');
    tallies.counted(toTally(forced));
    return result(forced);
  }

  /**
   * Writes the member's choice and returns what it replaced, in one atomic step (the unique
   * (poll, user) index makes a first vote an insert exactly once). `nonce` marks this write.
   */
  async function swapVote(poll: PollFacts, voter: TUser, chosen: number[], nonce: Types.ObjectId): Promise<PreviousVote | null> {
    const swap = () =>
      Votes.findOneAndUpdate(
        { pollId: poll._id, userId: new Types.ObjectId(voter.id) },
        { $set: { optionIndexes: chosen, username: voter.username, displayName: displayName(voter), nonce }, $setOnInsert: { sessionId: poll.sessionId } },
        { upsert: true, returnDocument: 'before', projection: { optionIndexes: 1, nonce: 1 } },
      ).lean<PreviousVote>();
    try {
      return await swap();
    } catch (error) {
      // Two first votes of one member at the same instant: the loser now finds the winner's vote.
      if (!isDuplicateKeyError(error)) throw error;
      return swap();
    }
  }

  /** Undoes our vote write if it is still the latest one; false when a later write built on it. */
  async function restoreVote(pollId: Types.ObjectId, userId: string, mine: Types.ObjectId, previous: PreviousVote | null): Promise<boolean> {
    const filter = { pollId, userId: new Types.ObjectId(userId), nonce: mine };
    if (!previous) return (await Votes.deleteOne(filter)).deletedCount === 1;
    const res = await Votes.updateOne(filter, { $set: { optionIndexes: previous.optionIndexes, nonce: previous.nonce } });
    return res.matchedCount === 1;
  }

  async function closePoll(user: TUser | null, pollId: string): Promise<TPoll> {
    const poll = await loadPoll(pollId);
    await access.require(user, poll.sessionId.toString(), 'manage');
    const closed = await Polls.findOneAndUpdate(
      { _id: poll._id, isActive: true },
      { $set: { isActive: false, closedAt: new Date() }, $inc: { revision: 1 } },
      { returnDocument: 'after' },
    ).lean<IPoll>();
    facts.markClosed(pollId);
    if (!closed) throw conflict(LIVE_MESSAGES.pollClosed);
    events.pollClosed(closed);
    tallies.delivered(pollId, closed.revision);
    return toPollDTO(closed, true);
  }

  /** Account deletion: the member's votes go, and each poll's tally drops exactly their choices. */
  async function removeVotesOf(userId: Types.ObjectId): Promise<void> {
    const votes = await Votes.find({ userId }, { _id: 1 }).lean<Pick<IPollVote, '_id'>[]>();
    for (const { _id } of votes) {
      // The deleted document itself says which options to take back.
      const v = await Votes.findOneAndDelete({ _id }, { projection: { pollId: 1, optionIndexes: 1 } }).lean<Pick<IPollVote, 'pollId' | 'optionIndexes'>>();
      if (!v) continue;
      const inc: Record<string, number> = { revision: 1, totalVoters: -1 };
      for (const i of v.optionIndexes) inc[`counts.${i}`] = -1;
      const after = await Polls.findOneAndUpdate({ _id: v.pollId }, { $inc: inc }, { returnDocument: 'after', projection: TALLY_PROJECTION }).lean<TallyFields>();
      if (after) tallies.counted(toTally(after));
    }
  }

  return { createPoll, list, listForViewer, vote, closePoll, removeVotesOf, stop: () => tallies.stop() };
}

export type PollsService = ReturnType<typeof pollsService>;

function sameChoice(a: number[], b: number[]): boolean {
  if (a.length !== b.length) return false;
  const sorted = [...a].sort((x, y) => x - y);
  return sorted.every((v, i) => v === b[i]);
}
