import { memo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../lib/ui/EmptyState';
import { visuallyHidden } from '../../../lib/ui/visually-hidden';
import type { TLiveSession } from '@app/shared-types/live-training/model';
import type { TList } from '../model/sessions';
import { SessionCard } from './SessionCard';
import type { SessionActionsProps } from './SessionActions';

type Props = Omit<SessionActionsProps, 'session'> & {
  list: TList | undefined;
  sessions: TLiveSession[];
  /** What the list says when it has nothing (an EmptyState: what is empty, and the way forward). */
  empty: { title: string; description: string; action?: ReactNode };
  onRetry: () => void;
};

/** A list's loading placeholders, its error with a retry, its empty text, or its cards. */
export const SessionGrid = memo(function SessionGrid({ list, sessions, empty, onRetry, ...cardProps }: Props) {
  if (!list || (list.status === 'loading' && sessions.length === 0)) {
    return (
      <Box aria-busy="true" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        {[0, 1].map((i) => (
          <Skeleton key={i} variant="rounded" height={220} aria-hidden />
        ))}
        <span role="status" style={visuallyHidden}>
          Loading sessions
        </span>
      </Box>
    );
  }
  if (list.status === 'error' && sessions.length === 0) {
    return (
      <Alert severity="error" action={<Button color="inherit" onClick={onRetry}>Try again</Button>}>
        The sessions could not be loaded: {list.error}
      </Alert>
    );
  }
  if (sessions.length === 0) return <EmptyState headingLevel="h3" {...empty} />;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
      {sessions.map((session) => (
        <Box component="li" key={session.id} sx={{ minWidth: 0 }}>
          <SessionCard {...cardProps} session={session} />
        </Box>
      ))}
    </Box>
  );
});
