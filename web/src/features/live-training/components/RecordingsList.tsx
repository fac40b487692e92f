import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { sessionCategoryLabel, type TLiveSession } from '@app/shared-types/live-training/model';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../lib/ui/EmptyState';
import { recordings, type TList } from '../model/sessions';
import { SessionTime } from './SessionTime';

/** Completed sessions with their recording links (or a note that the recording is not out yet). */
export function RecordingsList({ list, sessions, onRetry, emptyAction }: { list: TList | undefined; sessions: TLiveSession[]; onRetry: () => void; emptyAction?: ReactNode }) {
  if (!list || (list.status === 'loading' && sessions.length === 0)) return <Skeleton variant="rounded" height={120} aria-label="Loading recordings" />;
  if (list.status === 'error' && sessions.length === 0) {
    return (
      <Alert severity="error" action={<Button color="inherit" onClick={onRetry}>Try again</Button>}>
        The recordings could not be loaded: {list.error}
      </Alert>
    );
  }
  const done = recordings(sessions);
  if (done.length === 0) {
    return <EmptyState headingLevel="h3" title="No recordings yet" description="No recordings in this category yet. Recordings of completed sessions are posted here." action={emptyAction} />;
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
      {done.map((session) => (
        <Box component="li" key={session.id} sx={{ minWidth: 0 }}>
          <Card component="article" variant="outlined" aria-labelledby={`recording-${session.id}`} sx={{ height: '100%' }}>
            <CardContent sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}>
              <Typography id={`recording-${session.id}`} component="h3" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
                {session.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {sessionCategoryLabel(session.category)} · with {session.instructorName}
              </Typography>
              <SessionTime session={session} />
              <Box>
                {session.recordingUrl ? (
                  <Button
                    variant="outlined"
                    href={session.recordingUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    endIcon={<OpenInNewIcon aria-hidden />}
                    aria-label={`Watch recording: ${session.title} (opens in a new tab)`}
                  >
                    Watch recording
                  </Button>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    The recording will be posted here soon.
                  </Typography>
                )}
              </Box>
            </CardContent>
          </Card>
        </Box>
      ))}
    </Box>
  );
}
