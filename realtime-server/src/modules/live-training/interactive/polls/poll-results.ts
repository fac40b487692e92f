import { type Types } from 'mongoose';
import { POLL_KIND_LIMITS as K, type TOpenAnswer, type TWordCount } from '@app/shared-types/live-training';
import { isDuplicateKeyError } from '../errors';
import { kindOf, type IPoll, type IPollTerm, type IPollVote, type PollsModels } from './polls.model';

/** What word clouds and open-text polls carry besides their counters (read when sent). */
export type PollResults = { words?: TWordCount[]; answers?: TOpenAnswer[] };

type VoteText = Pick<IPollVote, '_id' | 'text' | 'username' | 'displayName' | 'updatedAt'>;

/**
 * Word-cloud terms and open-text answers: counted and read from the store. The terms of a cloud
 * are moved by atomic upserts with $inc (a term's first counting is an insert exactly once,
 * thanks to the unique (poll, term) index); what is sent is bounded: the most frequent terms and
 * the latest answers, older answers a page at a time.
 */
export function pollResults(models: Pick<PollsModels, 'PollTerms' | 'Votes'>) {
  const { PollTerms, Votes } = models;

  async function bumpTerm(pollId: Types.ObjectId, term: string, by: number): Promise<void> {
    const bump = () => PollTerms.updateOne({ pollId, term }, { $inc: { count: by } }, { upsert: true });
    try {
      await bump();
    } catch (error) {
      // Two first countings of one term at the same instant: the loser's upsert now finds the winner's.
      if (!isDuplicateKeyError(error)) throw error;
      await bump();
    }
  }

  /** A member's answer moved from one term to another (either may be none). */
  async function moveTerm(pollId: Types.ObjectId, from: string | null | undefined, to: string | null | undefined): Promise<void> {
    if (from === to) return;
    if (from) await bumpTerm(pollId, from, -1);
    if (to) await bumpTerm(pollId, to, 1);
  }

  async function wordsOf(pollId: Types.ObjectId): Promise<TWordCount[]> {
    const terms = await PollTerms.find({ pollId, count: { $gt: 0 } }, { term: 1, count: 1 })
      .sort({ count: -1, term: 1 })
      .limit(K.cloudTerms)
      .lean<Pick<IPollTerm, 'term' | 'count'>[]>();
    return terms.map((t) => ({ text: t.term, count: t.count }));
  }

  /** Newest first, `limit` of them, older than the answer `before` when given; names unless anonymous. */
  async function answersOf(poll: Pick<IPoll, '_id' | 'anonymous'>, options: { before?: string; limit?: number } = {}): Promise<TOpenAnswer[]> {
    const filter: Record<string, unknown> = { pollId: poll._id };
    if (options.before) {
      const anchor = await Votes.findOne({ _id: options.before, pollId: poll._id }, { updatedAt: 1 }).lean<Pick<IPollVote, '_id' | 'updatedAt'>>();
      if (!anchor) return [];
      filter.$or = [{ updatedAt: { $lt: anchor.updatedAt } }, { updatedAt: anchor.updatedAt, _id: { $lt: anchor._id } }];
    }
    const votes = await Votes.find(filter, { text: 1, username: 1, displayName: 1, updatedAt: 1 })
      .sort({ updatedAt: -1, _id: -1 })
      .limit(options.limit ?? K.openAnswersShown)
      .lean<VoteText[]>();
    return votes.map((v) => ({ id: v._id.toString(), text: v.text ?? '', name: poll.anonymous ? null : (v.displayName ?? v.username), at: v.updatedAt.toISOString() }));
  }

  async function resultsOf(poll: Pick<IPoll, '_id' | 'kind' | 'allowMultiple' | 'anonymous'>): Promise<PollResults> {
    const kind = kindOf(poll);
    if (kind === 'wordcloud') return { words: await wordsOf(poll._id) };
    if (kind === 'open') return { answers: await answersOf(poll) };
    return {};
  }

  return { moveTerm, wordsOf, answersOf, resultsOf };
}

export type PollResultsReader = ReturnType<typeof pollResults>;
