import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../../lib/ui/visually-hidden';
import { useNow } from '../../../../lib/use-now';
import { formatLeft as left } from '../../model/format-time';

/**
 * A quiz's time left, ticking every second (the server closes it at `closesAt`, whatever this
 * shows). Screen readers hear it only at 10 seconds left, not every tick.
 */
export function QuizTimer({ closesAt }: { closesAt: string }) {
  const now = useNow(1000);
  const ms = Date.parse(closesAt) - now;
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 700 }} aria-hidden>
        {ms > 0 ? `Time left: ${left(ms)}` : 'Time is up'}
      </Typography>
      <div role="status" aria-live="polite" style={visuallyHidden}>
        {ms > 0 && ms <= 10_000 ? '10 seconds left to answer' : ms <= 0 ? 'Time is up' : ''}
      </div>
    </>
  );
}
