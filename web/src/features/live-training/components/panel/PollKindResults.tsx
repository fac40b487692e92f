import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { averageRank, averageRating, POLL_KIND_LIMITS, type TPollForViewer } from '@app/shared-types/live-training/model';
import { visuallyHidden } from '../../../../lib/ui/visually-hidden';
import { percentOf } from '../../model/panel';

const answersText = (n: number) => (n === 1 ? '1 answer' : `${n} answers`);
const listSx = { listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 } as const;

/**
 * A word cloud: the terms in a fixed-height box, each sized by how many gave it, in alphabetical
 * order (so a new answer grows its word rather than reshuffling the cloud under the reader). It is
 * a list: a screen reader reads each word with its count.
 */
export function WordCloud({ poll }: { poll: TPollForViewer }) {
  const words = [...(poll.words ?? [])].sort((a, b) => a.text.localeCompare(b.text));
  const most = Math.max(1, ...words.map((w) => w.count));
  if (!words.length) return <Typography color="text.secondary">No answers yet.</Typography>;
  return (
    <Box
      component="ul"
      aria-label={`Word cloud: ${poll.question}`}
      data-testid="word-cloud"
      sx={{ listStyle: 'none', m: 0, p: 2, minHeight: 120, maxHeight: 280, overflowY: 'auto', display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'center', bgcolor: '#f3f5f9', borderRadius: 1 }}
    >
      {words.map((w) => (
        <li key={w.text}>
          <Typography component="span" sx={{ fontSize: `${1 + (w.count / most) * 1.4}rem`, fontWeight: w.count === most ? 800 : 600, color: '#1a3d7c', lineHeight: 1.2 }}>
            {w.text}
          </Typography>
          <span style={visuallyHidden}> ({answersText(w.count)})</span>
        </li>
      ))}
    </Box>
  );
}

/** Open-text answers, newest first, in a box that scrolls on its own (new ones never push the page). */
export function OpenAnswers({ poll }: { poll: TPollForViewer }) {
  const answers = poll.answers ?? [];
  if (!answers.length) return <Typography color="text.secondary">No answers yet.</Typography>;
  return (
    <Box component="ul" aria-label={`Answers: ${poll.question}`} tabIndex={0} sx={{ ...listSx, maxHeight: 320, overflowY: 'auto', pr: 1 }}>
      {answers.map((a) => (
        <Box component="li" key={a.id} sx={{ bgcolor: '#f3f5f9', borderRadius: 1, p: 1.25 }}>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {a.text}
          </Typography>
          {a.name ? (
            <Typography variant="caption" color="text.secondary">
              {a.name}
            </Typography>
          ) : null}
        </Box>
      ))}
      {answers.length >= POLL_KIND_LIMITS.openAnswersShown ? (
        <Typography component="li" variant="body2" color="text.secondary">
          The latest {POLL_KIND_LIMITS.openAnswersShown} answers are shown; the CSV export has them all.
        </Typography>
      ) : null}
    </Box>
  );
}

/** A rating's average and how many gave each score. */
export function RatingResults({ poll }: { poll: TPollForViewer }) {
  const average = averageRating(poll.votes, poll.totalVoters);
  const mine = poll.myVote?.[0];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}>
      <Typography sx={{ fontWeight: 700 }} data-testid="rating-average">
        {average === null ? 'No ratings yet' : `Average ${average} of 5`}
      </Typography>
      <Box component="ul" aria-label={`Ratings: ${poll.question}`} sx={listSx}>
        {[5, 4, 3, 2, 1].map((n) => {
          const count = poll.votes?.[String(n)] ?? 0;
          return (
            <li key={n}>
              <Typography variant="body2" sx={{ fontWeight: mine === n ? 700 : 400 }}>
                {n} of 5: {answersText(count)}
                {mine === n ? ' (your rating)' : ''}
              </Typography>
              <LinearProgress variant="determinate" value={percentOf(count, poll.totalVoters)} aria-hidden sx={{ height: 6, borderRadius: 3, mt: 0.5 }} />
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

/** A ranking's result: the options by average place (1 is best), as an ordered list. */
export function RankingResults({ poll }: { poll: TPollForViewer }) {
  const rows = poll.options
    .map((option, i) => ({ option, rank: averageRank(poll.votes?.[String(i)] ?? 0, poll.totalVoters, poll.options.length) }))
    .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0));
  if (poll.totalVoters === 0) return <Typography color="text.secondary">No rankings yet.</Typography>;
  return (
    <Box component="ol" aria-label={`Ranking: ${poll.question}`} sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
      {rows.map((r) => (
        <li key={r.option}>
          <Typography variant="body2">
            {r.option} <Typography component="span" variant="body2" color="text.secondary">(average place {r.rank?.toFixed(1)})</Typography>
          </Typography>
        </li>
      ))}
    </Box>
  );
}
