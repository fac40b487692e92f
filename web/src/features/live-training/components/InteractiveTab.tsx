import { useEffect, useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { sessionLabel, type TLiveSession } from '@app/shared-types/live-training/model';
import { signInHref } from '../../../lib/auth/sign-in-href';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { EmptyState } from '../../../lib/ui/EmptyState';
import { interactiveSessions, type TList } from '../model/sessions';
import { useSessionsStore } from '../store';
import { PanelSkeleton } from './PanelSkeleton';
import { SessionPanel } from './panel/SessionPanel';

type Props = {
  sessions: TLiveSession[];
  list: TList | undefined;
  now: number;
  selectedId: string | null;
  onSelect: (sessionId: string | null) => void;
  onShowUpcoming: () => void;
  onRetry: () => void;
};

/**
 * The Interactive tab: the panel of the viewer's live session (registered, or run by them). With
 * one such session it opens at once; with several the viewer picks one. The choice is in the
 * address (?session=), so a reload or a shared link reopens it.
 */
export default function InteractiveTab({ sessions, list, now, selectedId, onSelect, onShowUpcoming, onRetry }: Props) {
  const id = useId();
  const { user, ready } = useCurrentUser();
  const known = useSessionsStore((s) => (selectedId ? s.sessions[selectedId] : undefined));
  const choices = user ? interactiveSessions(sessions, now) : [];
  const only = list?.status === 'ready' && choices.length === 1 ? choices[0] : undefined;

  // Nothing to choose between: the one live session's panel opens by itself (in the address too).
  useEffect(() => {
    if (!selectedId && only) onSelect(only.id);
  }, [selectedId, only, onSelect]);

  if (!ready) return selectedId ? <PanelSkeleton /> : <Box aria-busy="true" sx={{ minHeight: 120 }} />;
  if (!user) {
    return (
      <EmptyState
        headingLevel="h2"
        title="Sign in to take part"
        description="Sign in to take part in your live sessions: polls, Q&A, breakout rooms and resources."
        action={
          <Button variant="contained" href={signInHref(selectedId ? `/live-training?session=${encodeURIComponent(selectedId)}` : '/live-training?tab=interactive')}>
            Sign in
          </Button>
        }
      />
    );
  }

  // A session opened by link (or just created) is offered even before the list knows it.
  if (known && !choices.some((s) => s.id === known.id)) choices.unshift(known);
  const selected = selectedId ?? (only ? only.id : null);
  // With several sessions the viewer picks (and may switch); with one there is nothing to pick.
  const picker = choices.length > 1 || (!!selected && choices.length > 0 && !choices.some((s) => s.id === selected));

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      {list?.status === 'error' && sessions.length === 0 ? (
        <Alert severity="error" action={<Button color="inherit" onClick={onRetry}>Try again</Button>}>
          Your sessions could not be loaded: {list.error}
        </Alert>
      ) : null}
      {!selected ? (
        list?.status === 'ready' && choices.length === 0 ? (
          <EmptyState
            headingLevel="h2"
            title="None of your sessions is live right now"
            description="Register for an upcoming session: its interactive panel opens here 15 minutes before it starts."
            action={
              <Button variant="outlined" onClick={onShowUpcoming}>
                See upcoming sessions
              </Button>
            }
          />
        ) : choices.length === 0 ? (
          <Box aria-busy="true" aria-label="Loading your sessions" sx={{ minHeight: 120 }} />
        ) : null
      ) : null}
      {picker ? (
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
      ) : null}
      {selected ? <SessionPanel key={selected} sessionId={selected} viewerId={user.id} /> : null}
    </Box>
  );
}
