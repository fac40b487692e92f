import { averageRank, averageRating, POLL_KIND_LABELS } from '@app/shared-types/live-training';
import type { CsvValue } from '../exports/csv-value';
import { termsOf } from './poll-results';
import { kindOf, type IPoll, type IPollVote, type PollsModels } from './polls.model';

export const POLLS_CSV_HEADER = ['Poll', 'Kind', 'Opened at', 'Status', 'Voters', 'Answer', 'Count', 'Share of voters (%)', 'Average', 'Correct answer', 'Respondent', 'Answered at'] as const;

const percent = (n: number, voters: number) => (voters > 0 ? Math.round((n / voters) * 1000) / 10 : 0);

/**
 * Every poll of a session as CSV rows, oldest first, read a poll at a time (a cursor over the
 * polls; open answers through their own cursor): one row per option,
 * rating, term or answer. The instructor's view: results hidden from attendees are included, and
 * respondents are named unless the poll is anonymous.
 */
export async function* pollsCsvRows(models: Pick<PollsModels, 'Polls' | 'Votes'>, sessionId: string): AsyncGenerator<CsvValue[]> {
  for await (const poll of models.Polls.find({ sessionId }).sort({ createdAt: 1, _id: 1 }).lean<IPoll>().cursor()) {
    const kind = kindOf(poll);
    const head = (): CsvValue[] => [poll.question, POLL_KIND_LABELS[kind], poll.openedAt ?? poll.createdAt, poll.isActive ? 'Open' : 'Closed', poll.totalVoters];
    const voters = poll.totalVoters;
    if (kind === 'rating') {
      const votes = Object.fromEntries(poll.counts.map((n, i) => [String(i + 1), n]));
      const average = averageRating(votes, voters);
      for (const [i, n] of poll.counts.entries()) yield [...head(), `${i + 1} of 5`, n, percent(n, voters), average, null, null, null];
    } else if (kind === 'ranking') {
      for (const [i, option] of poll.options.entries()) yield [...head(), option, poll.counts[i] ?? 0, null, averageRank(poll.counts[i] ?? 0, voters, poll.options.length), null, null, null];
    } else if (kind === 'wordcloud') {
      for (const t of termsOf(poll.terms)) yield [...head(), t.text, t.count, percent(t.count, voters), null, null, null, null];
    } else if (kind === 'open') {
      for await (const v of models.Votes.find({ pollId: poll._id }).sort({ updatedAt: 1, _id: 1 }).lean<IPollVote>().cursor()) {
        yield [...head(), v.text ?? '', null, null, null, null, poll.anonymous ? 'Anonymous' : (v.displayName ?? v.username), v.updatedAt];
      }
    } else {
      for (const [i, option] of poll.options.entries()) {
        const n = poll.counts[i] ?? 0;
        yield [...head(), option, n, percent(n, voters), null, kind === 'quiz' ? (poll.correctIndex === i ? 'Yes' : 'No') : null, null, null];
      }
    }
  }
}
