import { useEffect, useId, useRef } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PeopleIcon from '@mui/icons-material/People';
import { MEETING_PROVIDER_LABELS } from '@app/shared-types/live-training/model';
import { VisuallyHidden } from '../../../../lib/ui/VisuallyHidden';
import { loadSnapshot } from '../../api/get-snapshot';
import { usePanelStore } from '../../store';
import { useLiveTrainingEvents } from '../../use-live-training-events';
import { SessionStatusChip } from '../SessionStatusChip';
import { useNow } from '../use-now';
import { BreakoutsTab } from './BreakoutsTab';
import { ControlsBar } from './ControlsBar';
import { MainSessionTab } from './MainSessionTab';
import { PollsTab } from './PollsTab';
import { QuestionsTab } from './QuestionsTab';
import { ResourcesTab } from './ResourcesTab';

const PANEL_TABS = [
  { value: 'main', label: 'Main Session' },
  { value: 'polls', label: 'Polls' },
  { value: 'qa', label: 'Q&A' },
  { value: 'breakouts', label: 'Breakout Rooms' },
  { value: 'resources', label: 'Resources' },
] as const;
type TPanelTab = (typeof PANEL_TABS)[number]['value'];
const parsePanelTab = (v: string | null): TPanelTab => PANEL_TABS.find((t) => t.value === v)?.value ?? 'main';

export function participantsText(count: number): string {
  return count === 1 ? '1 participant' : `${count} participants`;
}

/**
 * The interactive panel of one session: who is here (the real count, pushed live), the meeting
 * link, the controls, and the five tabs. Everything comes from the snapshot and the session room's
 * events; the sub-tab is in the address (?panel=) so a reload returns to it.
 */
export function SessionPanel({ sessionId, viewerId }: { sessionId: string; viewerId: string }) {
  const id = useId();
  const room = useLiveTrainingEvents(sessionId, viewerId);
  const state = usePanelStore();
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const tab = parsePanelTab(params.get('panel'));
  const heading = useRef<HTMLHeadingElement>(null);

  // Opening a panel (from a card's button or the picker) takes the reader to it.
  const ready = state.status === 'ready' && state.sessionId === sessionId;
  const focused = useRef(false);
  useEffect(() => {
    if (!ready || focused.current) return;
    focused.current = true;
    heading.current?.focus({ preventScroll: false });
  }, [ready]);

  const setTab = (value: TPanelTab) =>
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        if (value === 'main') p.delete('panel');
        else p.set('panel', value);
        return p;
      },
      { replace: true },
    );

  if (state.sessionId !== sessionId || state.status === 'idle' || state.status === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading the session panel" />
      </Box>
    );
  }
  if (state.status === 'error' || !state.session) {
    return (
      <Alert severity="error" action={<Button color="inherit" onClick={() => void loadSnapshot(sessionId)}>Try again</Button>}>
        The session panel could not be opened: {state.error}
      </Alert>
    );
  }

  const { session, role, presence } = state;
  const instructor = role === 'instructor';
  const meetingUrl = instructor ? (session.zoomStartUrl ?? session.zoomJoinUrl) : session.zoomJoinUrl;
  const counts: Partial<Record<TPanelTab, number>> = {
    polls: state.polls.filter((p) => p.isActive).length,
    qa: state.questions.filter((q) => !q.hidden).length,
    breakouts: state.breakouts.length,
    resources: state.resources.length,
  };
  const tabId = (t: TPanelTab) => `${id}-tab-${t}`;
  const panelId = (t: TPanelTab) => `${id}-panel-${t}`;

  return (
    <Paper component="section" variant="outlined" aria-labelledby={`${id}-title`} data-live={room?.status ?? 'off'} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 0.5 }}>
            <SessionStatusChip session={session} now={now} />
            <Typography variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 700 }} data-testid="participant-count">
              <PeopleIcon fontSize="small" aria-hidden />
              {participantsText(presence.count)}
            </Typography>
            {instructor ? <Typography variant="body2" color="text.secondary">You are the instructor</Typography> : null}
          </Box>
          <Typography id={`${id}-title`} ref={heading} tabIndex={-1} component="h2" sx={{ fontWeight: 800, fontSize: { xs: '1.35rem', md: '1.6rem' } }}>
            {session.title}
          </Typography>
        </Box>
        {meetingUrl ? (
          <Button variant="contained" href={meetingUrl} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNewIcon aria-hidden />}>
            {instructor ? 'Start meeting' : 'Join meeting'}
            <VisuallyHidden> on {MEETING_PROVIDER_LABELS[session.meetingProvider]} (opens in a new tab)</VisuallyHidden>
          </Button>
        ) : null}
      </Box>

      {session.status === 'cancelled' ? <Alert severity="warning">This session was cancelled.</Alert> : null}
      {session.status === 'completed' ? <Alert severity="info">This session has ended. Thank you for taking part.</Alert> : null}
      {room?.status === 'error' ? <Alert severity="warning">Live updates are unavailable: {room.error.message}</Alert> : null}
      {state.breakoutNotice ? (
        <Alert severity="info" role="status">
          {state.breakoutNotice}
        </Alert>
      ) : null}

      <ControlsBar sessionId={sessionId} instructor={instructor} controls={state.controls} />

      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={tab} onChange={(_, v: TPanelTab) => setTab(v)} aria-label="Interactive session panel" variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile>
          {PANEL_TABS.map((t) => (
            <Tab
              key={t.value}
              value={t.value}
              id={tabId(t.value)}
              aria-controls={panelId(t.value)}
              label={counts[t.value] ? `${t.label} (${counts[t.value]})` : t.label}
              sx={{ fontWeight: 700, textTransform: 'none' }}
            />
          ))}
        </Tabs>
      </Box>
      {PANEL_TABS.map((t) => (
        <Box key={t.value} role="tabpanel" id={panelId(t.value)} aria-labelledby={tabId(t.value)} hidden={tab !== t.value}>
          {tab !== t.value ? null : t.value === 'main' ? (
            <MainSessionTab />
          ) : t.value === 'polls' ? (
            <PollsTab />
          ) : t.value === 'qa' ? (
            <QuestionsTab />
          ) : t.value === 'breakouts' ? (
            <BreakoutsTab />
          ) : (
            <ResourcesTab />
          )}
        </Box>
      ))}
    </Paper>
  );
}
