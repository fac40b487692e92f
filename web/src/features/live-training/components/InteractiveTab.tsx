import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { sessionLabel, type TLiveSession } from '@app/shared-types/live-training/model';
import { signInHref } from '../../../lib/auth/sign-in-href';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { interactiveSessions, type TList } from '../model/sessions';
import { useSessionsStore } from '../store';
import { SessionPanel } from './panel/SessionPanel';

type Props = {
  sessions: TLiveSession[];
  list: TList | undefined;
  now: number;
  selectedId: string | null;
  onSelect: (sessionId: string | null) => void;
  onRetry: () => void;
};

/**
 * The Interactive tab: the viewer picks one of their live sessions (registered, or run by them)
 * and its panel opens below. The choice is in the address (?session=), so a reload reopens it.
 */
export default function InteractiveTab({ sessions, list, now, selectedId, onSelect, onRetry }: Props) {
  const id = useId();
  const { user, ready } = useCurrentUser();
  const known = useSessionsStore((s) => (selectedId ? s.sessions[selectedId] : undefined));

  if (!ready) return <CircularProgress aria-label="Loading" />;
  if (!user) {
    return (
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Typography>Sign in to take part in your live sessions: polls, Q&amp;A, breakout rooms and resources.</Typography>
        <Button variant="contained" href={signInHref('/live-training?tab=interactive')}>
          Sign in
        </Button>
      </Box>
    );
  }

  const choices = interactiveSessions(sessions, now);
  // A session opened by link (or just created) is offered even before the list knows it.
  if (known && !choices.some((s) => s.id === known.id)) choices.unshift(known);
  const selected = selectedId ?? null;

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {list?.status === 'error' && sessions.length === 0 ? (
        <Alert severity="error" action={<Button color="inherit" onClick={onRetry}>Try again</Button>}>
          Your sessions could not be loaded: {list.error}
        </Alert>
      ) : null}
      {choices.length === 0 && !selected ? (
        list?.status === 'ready' ? (
          <Typography color="text.secondary">
            None of your sessions is live right now. Register for an upcoming session: its interactive panel opens here 15 minutes before it starts.
          </Typography>
        ) : (
          <CircularProgress aria-label="Loading your sessions" />
        )
      ) : (
        <TextField
          id={`${id}-session`}
          select
          label="Live session"
          value={selected ?? ''}
          onChange={(e) => onSelect(e.target.value || null)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ maxWidth: 560 }}
          helperText="Your registered sessions and the ones you teach, while they are live or about to start."
        >
          <option value="">Choose a session…</option>
          {choices.map((s) => (
            <option key={s.id} value={s.id}>
              {s.title} ({sessionLabel(s, now)})
            </option>
          ))}
          {selected && !choices.some((s) => s.id === selected) ? <option value={selected}>The linked session</option> : null}
        </TextField>
      )}
      {selected ? <SessionPanel key={selected} sessionId={selected} viewerId={user.id} /> : null}
    </Box>
  );
}
