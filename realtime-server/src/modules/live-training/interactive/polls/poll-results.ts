import { POLL_KIND_LIMITS as K, type TOpenAnswer, type TWordCount } from '@app/shared-types/live-training';
import { kindOf, type IPoll, type IPollVote, type PollsModels } from './polls.model';

/** What word clouds and open-text polls carry besides their counters (open answers are read when sent). */
export type PollResults = { words?: TWordCount[]; answers?: TOpenAnswer[] };

type VoteText = Pick<IPollVote, '_id' | 'text' | 'username' | 'displayName' | 'updatedAt'>;

/**
 * A term as a field name of the poll's `terms` map: a '.' would be read as a path and a leading '$'
 * as an operator, so the term is percent-encoded (one way back, no two terms share a key).
 */
export const termKey = (term: string) => encodeURIComponent(term).replace(/\./g, '%2E');

/**
 * What a member's answer moving from one term to another (either may be none) adds to the poll's
 * `terms` map, for the same atomic $inc that moves its voters and revision: the cloud then changes
 * in the very write that counts the vote, and that write's result carries it (no second write, no
 * read before a broadcast).
 */
export function termDelta(from: string | null | undefined, to: string | null | undefined): Record<string, number> {
  if (from === to) return {};
  const inc: Record<string, number> = {};
  if (from) inc[`terms.${termKey(from)}`] = -1;
  if (to) inc[`terms.${termKey(to)}`] = 1;
  return inc;
}

/** Every counted term of a cloud, most frequent first (then A-Z); terms nobody holds any more are left out. */
export function termsOf(terms: IPoll['terms']): TWordCount[] {
  const words: TWordCount[] = [];
  for (const [key, count] of Object.entries(terms ?? {})) if (count > 0) words.push({ text: decodeURIComponent(key), count });
  return words.sort((a, b) => b.count - a.count || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
}

/** The cloud as it is shown: its most frequent terms. */
export const wordsOf = (poll: Pick<IPoll, 'terms'>): TWordCount[] => termsOf(poll.terms).slice(0, K.cloudTerms);

/**
 * Word-cloud terms and open-text answers as they are sent. A cloud's terms live in its poll (see
 * termDelta); open answers are read from the votes, bounded: the latest ones, older ones a page at
 * a time.
 */
export function pollResults(models: Pick<PollsModels, 'Votes'>) {
  const { Votes } = models;

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

  async function resultsOf(poll: Pick<IPoll, '_id' | 'kind' | 'allowMultiple' | 'anonymous' | 'terms'>): Promise<PollResults> {
    const kind = kindOf(poll);
    if (kind === 'wordcloud') return { words: wordsOf(poll) };
    if (kind === 'open') return { answers: await answersOf(poll) };
    return {};
  }

  return { answersOf, resultsOf };
}

export type PollResultsReader = ReturnType<typeof pollResults>;
