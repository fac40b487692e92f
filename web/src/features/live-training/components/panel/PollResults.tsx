import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { TPollForViewer } from '@app/shared-types/live-training/model';
import { visuallyHidden } from '../../../../lib/ui/visually-hidden';
import { percentOf } from '../../model/panel';
import { OpenAnswers, RankingResults, RatingResults, WordCloud } from './PollKindResults';
import { useThrottled } from './use-throttled';

/** How often the polite live region may speak the vote count. */
export const TALLY_ANNOUNCE_MS = 5000;

export const votersText = (n: number) => (n === 1 ? '1 person voted' : `${n} people voted`);
export const votesText = (n: number) => (n === 1 ? '1 vote' : `${n} votes`);

/**
 * A poll's tally as text (count and percent of voters per option) with a bar that only repeats it
 * visually; the viewer's own choices are marked in words. The number of voters is announced
 * politely, at most every few seconds.
 */
export function PollResults({ poll }: { poll: TPollForViewer }) {
  const announced = useThrottled(poll.totalVoters, TALLY_ANNOUNCE_MS);
  const mine = new Set(poll.myVote ?? []);
  const shown = poll.kind === 'wordcloud' ? !!poll.words : poll.kind === 'open' ? !!poll.answers : !!poll.votes;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}>
      {!shown ? (
        <Typography variant="body2" color="text.secondary">
          Results will be shown when the poll closes.
        </Typography>
      ) : poll.kind === 'wordcloud' ? (
        <WordCloud poll={poll} />
      ) : poll.kind === 'open' ? (
        <OpenAnswers poll={poll} />
      ) : poll.kind === 'rating' ? (
        <RatingResults poll={poll} />
      ) : poll.kind === 'ranking' ? (
        <RankingResults poll={poll} />
      ) : (
        <Box component="ul" aria-label={`Results: ${poll.question}`} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}>
          {poll.options.map((option, index) => {
            const count = poll.votes?.[String(index)] ?? 0;
            const pct = percentOf(count, poll.totalVoters);
            return (
              <li key={index}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                  <Typography variant="body2" sx={{ fontWeight: mine.has(index) ? 700 : 400 }}>
                    {option}
                    {mine.has(index) ? ' (your vote)' : ''}
                    {poll.kind === 'quiz' && poll.correctIndex === index ? ' (correct answer)' : ''}
                  </Typography>
                  <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="option-tally">
                    {votesText(count)} ({pct}%)
                  </Typography>
                </Box>
                <LinearProgress variant="determinate" value={pct} aria-hidden sx={{ height: 8, borderRadius: 4, mt: 0.5 }} />
              </li>
            );
          })}
        </Box>
      )}
      <Typography variant="body2" color="text.secondary" data-testid="poll-voters">
        {votersText(poll.totalVoters)}
      </Typography>
      <div role="status" aria-live="polite" aria-atomic="true" style={visuallyHidden}>
        {announced > 0 ? `${poll.question}: ${votersText(announced)}` : ''}
      </div>
    </Box>
  );
}
