import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { displayName } from '../../../../lib/auth/user-store';
import { useCurrentUser } from '../../../../lib/auth/use-current-user';
import { useMeetingProvider } from '../../api/get-meeting-provider';
import { loadSnapshot } from '../../api/get-snapshot';
import { dispatch } from '../../model/panel';
import { isRecording } from '../../model/panel/controls';
import { meetingTarget } from '../../model/panel/meeting';
import { updatePanel, usePanelStore } from '../../store';
import { useLiveTrainingEvents } from '../../use-live-training-events';
import { PanelSkeleton } from '../PanelSkeleton';
import { useNow } from '../../../../lib/use-now';
import { useCpeEvents } from '../../use-cpe-events';
import { BreakoutTimerNotice } from './BreakoutTimerNotice';
import { BreakoutsTab } from './BreakoutsTab';
import { CheckNotice } from './CheckNotice';
import { CpeTab } from './CpeTab';
import { MainSessionTab } from './MainSessionTab';
import { EmbeddedMeeting } from './meeting/EmbeddedMeeting';
import type { TEmbed } from './meeting/MeetingAction';
import { PanelHeader } from './PanelHeader';
import { PanelNotices } from './PanelNotices';
import { PollsTab } from './PollsTab';
import { QuestionsTab } from './QuestionsTab';
import { ResourcesTab } from './ResourcesTab';
import { tabLinks } from '../../../../lib/ui/tab-links';


const PANEL_TABS = [
  { value: 'main', label: 'Main Session' },
  { value: 'polls', label: 'Polls' },
  { value: 'qa', label: 'Q&A' },
  { value: 'breakouts', label: 'Breakout Rooms' },
  { value: 'resources', label: 'Resources' },
  // Instructors only: the program, running a check, the live credits and who is at risk.
  { value: 'cpe', label: 'CPE' },
] as const;
type TPanelTab = (typeof PANEL_TABS)[number]['value'];
const parsePanelTab = (v: string | null): TPanelTab => PANEL_TABS.find((t) => t.value === v)?.value ?? 'main';

/**
 * The interactive panel of one session: who is here (the real count, pushed live), the meeting
 * (in the page with Jitsi, a link with Zoom), the five tabs, and the notices that put what concerns
 * the attendee in front of them. Everything comes from the snapshot and the session room's events;
 * the sub-tab is in the address (?panel=) so a reload returns to it.
 */
export function SessionPanel({ sessionId, viewerId }: { sessionId: string; viewerId: string }) {
  const id = useId();
  const room = useLiveTrainingEvents(sessionId, viewerId);
  useCpeEvents(sessionId);
  const state = usePanelStore();
  const now = useNow();
  const provider = useMeetingProvider();
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const tab = parsePanelTab(params.get('panel'));
  const heading = useRef<HTMLHeadingElement>(null);
  const [embed, setEmbed] = useState<TEmbed | null>(null);

  // Opening a panel (from a card's button or the picker) takes the reader to it.
  const ready = state.status === 'ready' && state.sessionId === sessionId;
  const focused = useRef(false);
  useEffect(() => {
    if (!ready || focused.current) return;
    focused.current = true;
    heading.current?.focus({ preventScroll: false });
  }, [ready]);

  // On the Polls tab a new poll is in plain sight: its notice is not needed.
  const pollNotice = state.pollNotice;
  useEffect(() => {
    if (tab === 'polls' && pollNotice) updatePanel(dispatch, { type: 'ui:poll-notice-dismissed' });
  }, [tab, pollNotice]);

  const focusAway = useCallback(() => heading.current?.focus({ preventScroll: true }), []);

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

  if (state.sessionId !== sessionId || state.status === 'idle' || state.status === 'loading') return <PanelSkeleton />;
  if (state.status === 'error' || !state.session) {
    return (
      <Alert severity="error" action={<Button color="inherit" onClick={() => void loadSnapshot(sessionId)}>Try again</Button>}>
        The session panel could not be opened: {state.error}
      </Alert>
    );
  }

  const { session, role, presence } = state;
  const instructor = role === 'instructor';
  const target = meetingTarget(state);
  const counts: Partial<Record<TPanelTab, number>> = {
    polls: state.polls.filter((p) => p.isActive).length,
    qa: state.questions.filter((q) => q.state === 'visible' && !q.hidden).length,
    breakouts: state.breakouts.length,
    resources: state.resources.length,
  };
  const tabs = PANEL_TABS.filter((t) => t.value !== 'cpe' || instructor);
  const links = tabLinks<TPanelTab>(id);

  return (
    <Paper component="section" variant="outlined" aria-labelledby={`${id}-title`} data-live={room?.status ?? 'off'} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <PanelHeader
        titleId={`${id}-title`}
        titleRef={heading}
        session={session}
        instructor={instructor}
        participants={presence.count}
        recording={isRecording(state)}
        target={target}
        jitsiDomain={provider?.jitsiDomain}
        embed={embed}
        onEmbed={setEmbed}
        now={now}
      />

      {session.status === 'cancelled' ? <Alert severity="warning">This session was cancelled.</Alert> : null}
      {session.status === 'completed' ? <Alert severity="info">This session has ended. Thank you for taking part.</Alert> : null}
      {room?.status === 'error' ? <Alert severity="warning">Live updates are unavailable: {room.error.message}</Alert> : null}

      {embed && provider?.jitsiDomain ? (
        <EmbeddedMeeting
          key={embed.url}
          domain={provider.jitsiDomain}
          roomName={embed.roomName}
          url={embed.url}
          title={embed.title}
          displayName={user ? displayName(user) : 'Guest'}
          canShareScreen={instructor}
          onClose={() => setEmbed(null)}
        />
      ) : null}

      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={tab} onChange={(_, v: TPanelTab) => setTab(v)} aria-label="Interactive session panel" variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile>
          {tabs.map((t) => (
            <Tab
              key={t.value}
              value={t.value}
              {...links.tab(t.value)}
              label={counts[t.value] ? `${t.label} (${counts[t.value]})` : t.label}
              sx={{ fontWeight: 700, textTransform: 'none', minWidth: 'auto', px: { xs: 1.25, sm: 2 } }}
            />
          ))}
        </Tabs>
      </Box>
      {tabs.map((t) => (
        <Box key={t.value} {...links.panel(t.value)} hidden={tab !== t.value}>
          {tab !== t.value ? null : t.value === 'main' ? (
            <MainSessionTab />
          ) : t.value === 'polls' ? (
            <PollsTab />
          ) : t.value === 'qa' ? (
            <QuestionsTab />
          ) : t.value === 'breakouts' ? (
            <BreakoutsTab />
          ) : t.value === 'cpe' ? (
            <CpeTab />
          ) : (
            <ResourcesTab />
          )}
        </Box>
      ))}
      {instructor ? null : <CheckNotice />}
      <BreakoutTimerNotice />
      <PanelNotices onPollsTab={tab === 'polls'} jitsiDomain={provider?.jitsiDomain} onEmbed={setEmbed} onFocusAway={focusAway} />
    </Paper>
  );
}
