import { Types } from 'mongoose';
import { displayName, type TUser } from '@app/shared-types/auth';
import {
  LIVE_MESSAGES,
  POLL_KIND_MESSAGES,
  type TCreatePollInput,
  type TOpenAnswer,
  type TPoll,
  type TPollForViewer,
  type TQuizLeaderboard,
  type TVoteChoice,
  type TVoteResult,
} from '@app/shared-types/live-training';
import type { SessionRole } from '../../contracts';
import { badRequest, conflict, isDuplicateKeyError, notFound } from '../errors';
import { actor, requireNotEnded, type PanelDeps } from '../slice-kit';
import { answerFor, counterCount, deltaOf, removalOf, sameAnswer, type StoredAnswer } from './poll-answers';
import { pollResults, termDelta, wordsOf, type PollResults } from './poll-results';
import { hidesResults, tallyOf, toPollDTO, toPollForViewer } from './polls.dto';
import { pollsEvents, type PollTally } from './polls.events';
import { kindOf, type IPoll, type IPollVote, type PollsModels } from './polls.model';
import { createPollFacts, type PollFacts } from './poll-facts';
import { quizRules } from './quiz';
import { createTallyBroadcaster } from './tally-broadcaster';

type TallyFields = Pick<IPoll, '_id' | 'sessionId' | 'counts' | 'terms' | 'totalVoters' | 'revision' | 'isActive' | 'resultsVisibility' | 'kind' | 'allowMultiple' | 'anonymous'>;
const TALLY_PROJECTION = { sessionId: 1, counts: 1, terms: 1, totalVoters: 1, revision: 1, isActive: 1, resultsVisibility: 1, kind: 1, allowMultiple: 1, anonymous: 1 } as const;
const FACTS_PROJECTION = { sessionId: 1, options: 1, allowMultiple: 1, resultsVisibility: 1, isActive: 1, kind: 1, anonymous: 1, closesAt: 1 } as const;
/** Polls a viewer's list and the snapshot carry: the latest ones (older polls are closed history). */
const POLLS_LISTED = 50;

/** A new poll as the route parses it; callers inside the app (seeds) may leave the quiz fields and the kind out. */
export type NewPoll = Omit<TCreatePollInput, 'kind' | 'correctIndex' | 'timerSeconds'> & Partial<Pick<TCreatePollInput, 'kind' | 'correctIndex' | 'timerSeconds'>>;

type PreviousVote = Pick<IPollVote, '_id' | 'optionIndexes' | 'text' | 'term' | 'nonce'>;

/**
 * Polls of every kind and their votes.
 *
 * How tallies stay exact without transactions (the embedded store and a standalone MongoDB have
 * none): the vote document is swapped atomically (findOneAndUpdate, upsert, returning the version
 * it replaced; the unique (poll, user) index makes a first vote an insert exactly once), and the
 * difference between the replaced and the new answer is applied to the poll in one atomic `$inc`
 * of its counters (options, ratings or Borda points: see poll-answers.ts), `totalVoters` and
 * `revision`, conditional on the poll being open. Swaps of one member chain (each returns the one
 * before it), so the deltas of any interleaving add up to "last answer minus first": counters
 * equal a recount of the votes for any number of concurrent voters. A word cloud's terms move in
 * the same $inc (the poll's `terms` map), so its cloud is as exact as a tally and sent like one. If the poll closed between the two writes, the swap is undone
 * (when still the latest, by its nonce) and the vote answers 'Poll closed'. A quiz answer is final:
 * a plain insert the unique index lets happen once.
 */
export function pollsService(deps: PanelDeps & { models: PollsModels }) {
  const { Polls, Votes } = deps.models;
  const { access, clock } = deps;
  const events = pollsEvents(deps.emitter);
  const results = pollResults(deps.models);
  const logError = (err: unknown) => deps.logger.error({ err }, 'poll broadcast failed');
  const tallies = createTallyBroadcaster<PollTally>((state, { volatile }) => {
    const kind = kindOf(state);
    // A cloud's terms came with the write that counted the vote (termDelta); only open answers are
    // read when sent (at most a few times a second per poll), not per vote.
    if (kind !== 'open') return events.tally(state, kind === 'wordcloud' ? { words: wordsOf(state) } : {}, volatile);
    results
      .answersOf({ _id: new Types.ObjectId(state.pollId), anonymous: state.anonymous })
      .then((answers) => events.tally(state, { answers }, volatile))
      .catch(logError);
  }, logError);
  const quiz = quizRules({ models: deps.models, clock, closeExpired, onError: logError });

  const toTally = (poll: TallyFields): PollTally => ({
    pollId: poll._id.toString(),
    sessionId: poll.sessionId.toString(),
    counts: poll.counts,
    terms: poll.terms,
    totalVoters: poll.totalVoters,
    revision: poll.revision,
    isActive: poll.isActive,
    resultsVisibility: poll.resultsVisibility,
    kind: poll.kind,
    allowMultiple: poll.allowMultiple,
    anonymous: poll.anonymous,
  });

  const facts = createPollFacts(async (pollId) => {
    const poll = await Polls.findById(pollId, FACTS_PROJECTION).lean<IPoll>();
    return poll ? { ...poll, closed: !poll.isActive } : null;
  });

  const now = () => new Date(clock.now());
  const timeIsUp = (poll: Pick<IPoll, 'closesAt'>) => !!poll.closesAt && poll.closesAt.getTime() <= clock.now();
  /** The count's filter: open, and (for a timed quiz) within its time. */
  const countable = (pollId: Types.ObjectId) => ({ _id: pollId, isActive: true, $or: [{ closesAt: null }, { closesAt: { $gt: now() } }] });

  async function loadPoll(pollId: string): Promise<IPoll> {
    const poll = await Polls.findById(pollId).lean<IPoll>();
    if (!poll) throw notFound('Poll not found');
    return poll;
  }

  async function createPoll(user: TUser | null, sessionId: string, newPoll: NewPoll): Promise<TPoll> {
    const { session } = await access.require(user, sessionId, 'manage');
    requireNotEnded(session);
    const kind = newPoll.kind ?? (newPoll.allowMultiple ? 'multiple' : 'single');
    const input: TCreatePollInput = { ...newPoll, kind, correctIndex: newPoll.correctIndex ?? null, timerSeconds: newPoll.timerSeconds ?? null };
    const openedAt = now();
    const created = await Polls.create({
      sessionId: new Types.ObjectId(session.id),
      kind: input.kind,
      question: input.question,
      options: input.options,
      allowMultiple: input.allowMultiple,
      anonymous: input.anonymous,
      resultsVisibility: input.resultsVisibility,
      counts: Array.from({ length: counterCount(input.kind, input.options.length) }, () => 0),
      createdBy: new Types.ObjectId(actor(user).id),
      openedAt,
      correctIndex: input.correctIndex,
      timerSeconds: input.timerSeconds,
      closesAt: input.timerSeconds ? new Date(openedAt.getTime() + input.timerSeconds * 1000) : null,
    });
    const poll = created.toObject<IPoll>();
    if (poll.closesAt) quiz.arm(poll._id.toString(), poll.closesAt);
    const empty: PollResults = input.kind === 'wordcloud' ? { words: [] } : input.kind === 'open' ? { answers: [] } : {};
    events.pollCreated(poll, empty);
    return toPollDTO(poll, true, empty);
  }

  /** The session's latest polls, newest first, each with the viewer's own vote (and voters for instructors). */
  async function listForViewer(user: TUser, sessionId: string, role: SessionRole): Promise<TPollForViewer[]> {
    let polls = await Polls.find({ sessionId }).sort({ createdAt: -1, _id: -1 }).limit(POLLS_LISTED).lean<IPoll[]>();
    if (!polls.length) return [];
    // A quiz whose time ran out while nobody voted is closed now, so nobody is shown it open.
    if (polls.some((p) => p.isActive && timeIsUp(p))) {
      for (const p of polls) if (p.isActive && timeIsUp(p)) await closeExpired(p._id.toString());
      polls = await Polls.find({ _id: { $in: polls.map((p) => p._id) } }).sort({ createdAt: -1, _id: -1 }).lean<IPoll[]>();
    }
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
    return Promise.all(
      polls.map(async (p) => {
        const pollVotes = byPoll.get(p._id.toString()) ?? [];
        const mine = pollVotes.find((v) => v.userId.equals(user.id));
        const read = hidesResults(p, forInstructor) ? {} : await results.resultsOf(p);
        return toPollForViewer(p, forInstructor, mine, pollVotes, read);
      }),
    );
  }

  async function list(user: TUser | null, sessionId: string): Promise<TPollForViewer[]> {
    const { role } = await access.require(user, sessionId, 'participate');
    return listForViewer(actor(user), sessionId, role);
  }

  /** `choice`: what the vote says (a bare list of options is a choice among them). */
  async function vote(user: TUser | null, pollId: string, choice: TVoteChoice | number[]): Promise<TVoteResult> {
    const poll = await facts.get(pollId);
    if (!poll) throw notFound('Poll not found');
    const { session, role } = await access.require(user, poll.sessionId.toString(), 'participate');
    requireNotEnded(session);
    if (poll.closed) throw conflict(LIVE_MESSAGES.pollClosed);
    if (timeIsUp(poll)) {
      await closeExpired(pollId);
      throw conflict(LIVE_MESSAGES.pollClosed);
    }
    const kind = kindOf(poll);
    const answer = answerFor(kind, poll.options.length, Array.isArray(choice) ? { optionIndexes: choice } : choice);
    const voter = actor(user);
    const result = (p: TallyFields): TVoteResult => ({
      pollId,
      myVote: answer.optionIndexes,
      ...(answer.text !== null ? { myText: answer.text } : {}),
      votes: hidesResults(p, role === 'instructor') ? null : tallyOf(p.counts, kind),
      totalVoters: p.totalVoters,
      revision: p.revision,
    });
    if (kind === 'quiz') return result(await answerQuiz(poll, voter, answer));

    const mine = new Types.ObjectId();
    const previous = await swapVote(poll, voter, answer, mine);
    if (previous && sameAnswer(previous, answer)) {
      // A reload or a repeated click: nothing to count, nothing counted twice.
      const current = await Polls.findById(poll._id, TALLY_PROJECTION).lean<TallyFields>();
      if (!current) throw notFound('Poll not found');
      if (!current.isActive) {
        facts.markClosed(pollId);
        throw conflict(LIVE_MESSAGES.pollClosed);
      }
      return result(current);
    }
    const inc = { ...deltaOf(kind, poll.options.length, previous?.optionIndexes ?? null, answer.optionIndexes), ...termDelta(previous?.term, answer.term) };
    const counted = await Polls.findOneAndUpdate(countable(poll._id), { $inc: inc }, { returnDocument: 'after', projection: TALLY_PROJECTION }).lean<TallyFields>();
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

  /** A quiz answer is given once: the unique index lets one insert through; the same answer again is a reload. */
  async function answerQuiz(poll: PollFacts, voter: TUser, answer: StoredAnswer): Promise<TallyFields> {
    const userId = new Types.ObjectId(voter.id);
    const nonce = new Types.ObjectId();
    try {
      await Votes.create({ pollId: poll._id, sessionId: poll.sessionId, userId, username: voter.username, displayName: displayName(voter), optionIndexes: answer.optionIndexes, nonce, answeredAt: now() });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      const given = await Votes.findOne({ pollId: poll._id, userId }, { optionIndexes: 1 }).lean<Pick<IPollVote, 'optionIndexes'>>();
      if (!given || !sameAnswer(given, answer)) throw conflict(POLL_KIND_MESSAGES.quizAnswerFinal);
      const current = await Polls.findById(poll._id, TALLY_PROJECTION).lean<TallyFields>();
      if (!current) throw notFound('Poll not found');
      return current;
    }
    const counted = await Polls.findOneAndUpdate(countable(poll._id), { $inc: deltaOf('quiz', poll.options.length, null, answer.optionIndexes) }, { returnDocument: 'after', projection: TALLY_PROJECTION }).lean<TallyFields>();
    if (!counted) {
      // Time ran out (or the instructor closed it) between the answer and its count.
      await Votes.deleteOne({ pollId: poll._id, userId, nonce });
      facts.markClosed(poll._id.toString());
      throw conflict(LIVE_MESSAGES.pollClosed);
    }
    tallies.counted(toTally(counted));
    return counted;
  }

  /**
   * Writes the member's answer and returns what it replaced, in one atomic step (the unique
   * (poll, user) index makes a first vote an insert exactly once). `nonce` marks this write.
   */
  async function swapVote(poll: PollFacts, voter: TUser, answer: StoredAnswer, nonce: Types.ObjectId): Promise<PreviousVote | null> {
    const swap = () =>
      Votes.findOneAndUpdate(
        { pollId: poll._id, userId: new Types.ObjectId(voter.id) },
        {
          $set: { optionIndexes: answer.optionIndexes, text: answer.text, term: answer.term, username: voter.username, displayName: displayName(voter), nonce, answeredAt: now() },
          $setOnInsert: { sessionId: poll.sessionId },
        },
        { upsert: true, returnDocument: 'before', projection: { optionIndexes: 1, text: 1, term: 1, nonce: 1 } },
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
    const res = await Votes.updateOne(filter, { $set: { optionIndexes: previous.optionIndexes, text: previous.text ?? null, term: previous.term ?? null, nonce: previous.nonce } });
    return res.matchedCount === 1;
  }

  /** Everybody hears the poll closed, with the results they may see. */
  async function announceClosed(closed: IPoll): Promise<void> {
    facts.markClosed(closed._id.toString());
    events.pollClosed(closed, await results.resultsOf(closed));
    tallies.delivered(closed._id.toString(), closed.revision);
  }

  async function closePoll(user: TUser | null, pollId: string): Promise<TPoll> {
    const poll = await loadPoll(pollId);
    await access.require(user, poll.sessionId.toString(), 'manage');
    const closed = await Polls.findOneAndUpdate({ _id: poll._id, isActive: true }, { $set: { isActive: false, closedAt: now() }, $inc: { revision: 1 } }, { returnDocument: 'after' }).lean<IPoll>();
    facts.markClosed(pollId);
    if (!closed) throw conflict(LIVE_MESSAGES.pollClosed);
    await announceClosed(closed);
    return toPollDTO(closed, true, await results.resultsOf(closed));
  }

  /** A timed quiz whose time is up: closed once, whoever gets here first. */
  async function closeExpired(pollId: string): Promise<void> {
    const closed = await Polls.findOneAndUpdate(
      { _id: pollId, isActive: true, closesAt: { $ne: null, $lte: now() } },
      { $set: { isActive: false, closedAt: now() }, $inc: { revision: 1 } },
      { returnDocument: 'after' },
    ).lean<IPoll>();
    if (closed) await announceClosed(closed);
  }

  /** A quiz's right answer shown to everybody (closing it if still open); the leaderboard follows. */
  async function reveal(user: TUser | null, pollId: string): Promise<TPoll> {
    const poll = await loadPoll(pollId);
    await access.require(user, poll.sessionId.toString(), 'manage');
    if (kindOf(poll) !== 'quiz') throw badRequest(POLL_KIND_MESSAGES.notQuiz);
    if (poll.revealed) return toPollDTO(poll, true);
    const revealed = await Polls.findOneAndUpdate(
      { _id: poll._id, revealed: { $ne: true } },
      { $set: { isActive: false, revealed: true, closedAt: poll.closedAt ?? now() }, $inc: { revision: 1 } },
      { returnDocument: 'after' },
    ).lean<IPoll>();
    if (!revealed) return toPollDTO(await loadPoll(pollId), true);
    await announceClosed(revealed);
    events.leaderboard(await quiz.leaderboard(revealed.sessionId.toString()));
    return toPollDTO(revealed, true);
  }

  /** The leaderboard as this viewer may see it (attendees: its entries only while shown). */
  async function leaderboardFor(sessionId: string, role: SessionRole): Promise<TQuizLeaderboard> {
    const board = await quiz.leaderboard(sessionId);
    return role === 'instructor' || board.shown ? board : { ...board, entries: [] };
  }

  async function getLeaderboard(user: TUser | null, sessionId: string): Promise<TQuizLeaderboard> {
    const { role } = await access.require(user, sessionId, 'participate');
    return leaderboardFor(sessionId, role);
  }

  async function showLeaderboard(user: TUser | null, sessionId: string, shown: boolean): Promise<TQuizLeaderboard> {
    const { session } = await access.require(user, sessionId, 'manage');
    await quiz.setShown(session.id, shown);
    const board = await quiz.leaderboard(session.id);
    events.leaderboard(board);
    return board;
  }

  /** Older open-text answers of a poll, a page at a time (newest first), as this viewer may see them. */
  async function answersPage(user: TUser | null, pollId: string, before: string | undefined): Promise<TOpenAnswer[]> {
    const poll = await loadPoll(pollId);
    const { role } = await access.require(user, poll.sessionId.toString(), 'participate');
    const forInstructor = role === 'instructor';
    if (kindOf(poll) !== 'open' || hidesResults(poll, forInstructor)) return [];
    const page = await results.answersOf(poll, { before, limit: 50 });
    return forInstructor ? page : page.map((a) => ({ ...a, name: null }));
  }

  /** Account deletion: the member's votes go, and each poll's tally drops exactly their answers. */
  async function removeVotesOf(userId: Types.ObjectId): Promise<void> {
    const votes = await Votes.find({ userId }, { _id: 1 }).lean<Pick<IPollVote, '_id'>[]>();
    for (const { _id } of votes) {
      // The deleted document itself says which answer to take back.
      const v = await Votes.findOneAndDelete({ _id }, { projection: { pollId: 1, optionIndexes: 1, term: 1 } }).lean<Pick<IPollVote, 'pollId' | 'optionIndexes' | 'term'>>();
      if (!v) continue;
      const poll = await Polls.findById(v.pollId, { kind: 1, allowMultiple: 1, options: 1 }).lean<Pick<IPoll, 'kind' | 'allowMultiple' | 'options'>>();
      if (!poll) continue;
      const after = await Polls.findOneAndUpdate(
        { _id: v.pollId },
        { $inc: { ...removalOf(kindOf(poll), poll.options.length, v.optionIndexes), ...termDelta(v.term, null) } },
        { returnDocument: 'after', projection: TALLY_PROJECTION },
      ).lean<TallyFields>();
      if (after) tallies.counted(toTally(after));
    }
  }

  return {
    createPoll,
    list,
    listForViewer,
    vote,
    closePoll,
    reveal,
    getLeaderboard,
    leaderboardFor,
    showLeaderboard,
    answersPage,
    removeVotesOf,
    sweepTimers: quiz.sweep,
    stop: () => {
      tallies.stop();
      quiz.stop();
    },
  };
}

export type PollsService = ReturnType<typeof pollsService>;
