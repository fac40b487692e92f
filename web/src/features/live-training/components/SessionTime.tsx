import Typography from '@mui/material/Typography';
import type { TLiveSession } from '@app/shared-types/live-training/model';
import { clockInZone, formatInZone, sameWallClock, viewerTimeZone } from '../model/format-time';

/**
 * When a session runs, in the viewer's own time zone, and in the session's when that differs (the
 * instructor set it up there; a reminder email will quote it).
 */
export function SessionTime({ session }: { session: Pick<TLiveSession, 'scheduledStartTime' | 'scheduledEndTime' | 'timezone'> }) {
  const mine = viewerTimeZone();
  const start = formatInZone(session.scheduledStartTime, mine);
  const end = clockInZone(session.scheduledEndTime, mine);
  const differs = !sameWallClock(session.scheduledStartTime, mine, session.timezone);
  const theirs = formatInZone(session.scheduledStartTime, session.timezone);
  return (
    <>
      <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
        <time dateTime={session.scheduledStartTime}>
          {start.text} – {end} {start.zone}
        </time>
        {differs ? ' (your time)' : null}
      </Typography>
      {differs ? (
        <Typography variant="body2" component="p" color="text.secondary">
          {theirs.text} {theirs.zone} session time ({session.timezone.replace(/_/g, ' ')})
        </Typography>
      ) : null}
    </>
  );
}
