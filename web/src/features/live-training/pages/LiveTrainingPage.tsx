import { Suspense, lazy, useCallback, useDeferredValue, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import BoltIcon from '@mui/icons-material/Bolt';
import EventIcon from '@mui/icons-material/Event';
import { MEETING_PROVIDER_LABELS, SESSION_CATEGORY_FILTERS, type TLiveSession, type TSessionCategoryFilter } from '@app/shared-types/live-training/model';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { useSocketEvent } from '../../../lib/socket';
import { PageHeader } from '../../../lib/ui/PageHeader';
import { VisuallyHidden } from '../../../lib/ui/VisuallyHidden';
import { visuallyHidden } from '../../../lib/ui/visually-hidden';
import { loadSessions, useSessionList } from '../api/get-sessions';
import { useMeetingProvider } from '../api/get-meeting-provider';
import { CategoryFilter } from '../components/CategoryFilter';
import { PanelSkeleton } from '../components/PanelSkeleton';
import { RecordingsList } from '../components/RecordingsList';
import { SessionGrid } from '../components/SessionGrid';
import { useNow } from '../../../lib/use-now';
import { applyCancelled, byStart, inCategory, listKey, listSessions, type TListKey } from '../model/sessions';
import { resetLiveTrainingStores, updateSessions, useSessionsStore } from '../store';
import { tabLinks } from '../../../lib/ui/tab-links';
import { preloadOnIntent } from '../../../lib/ui/preload-on-intent';

// Not needed at first paint: the dialogs (schemas, date pickers) and the panel (socket, forms) load when opened.
const loadInstantDialog = () => import('../components/InstantSessionDialog');
const loadScheduleDialog = () => import('../components/ScheduleSessionDialog');
const loadInteractive = () => import('../components/InteractiveTab');
const InstantSessionDialog = lazy(loadInstantDialog);
const ScheduleSessionDialog = lazy(loadScheduleDialog);
const InteractiveTab = lazy(loadInteractive);

export const LIVE_TRAINING_TITLE = 'Live Training';

const TABS = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'all', label: 'All Sessions' },
  { value: 'interactive', label: 'Interactive' },
  { value: 'recordings', label: 'Recordings' },
] as const;
type TTab = (typeof TABS)[number]['value'];

/** A link to a session's panel needs no tab: `/live-training?session=<id>` opens the Interactive tab on it. */
const parseTab = (value: string | null, session: string | null): TTab => TABS.find((t) => t.value === value)?.value ?? (session ? 'interactive' : 'upcoming');
const parseCategory = (value: string | null): TSessionCategoryFilter =>
  (SESSION_CATEGORY_FILTERS as readonly string[]).includes(value ?? '') ? (value as TSessionCategoryFilter) : 'all';

/** While the Interactive tab's code loads: the panel's frame for a linked session, else the picker's place. */
function InteractiveFallback({ linked }: { linked: boolean }) {
  return linked ? <PanelSkeleton /> : <Box aria-busy="true" sx={{ minHeight: 120 }} />;
}

/**
 * /live-training: sessions by tab (Upcoming, All Sessions, Interactive, Recordings) and category,
 * each with the spec's label and Join/Register rule; instructors start instant sessions and
 * schedule new ones. Tab, category and the open panel's session live in the address, so a reload
 * or a shared link lands on the same view.
 */
/** The calendar card's height in its tallest usual state (not configured: a four-line notice at phone widths). */
const CALENDAR_CARD_ROOM = { xs: 189, sm: 169 };

/**
 * `calendarCard`: the calendar feature's card for signed-in viewers; `planMeter`: the billing
 * feature's sessions meter, given the viewer's premium registrations (it reloads when they change).
 * Both are given by the app shell (features do not import each other).
 */
export default function LiveTrainingPage({ calendarCard, planMeter }: { calendarCard?: ReactNode; planMeter?: (registrations: string) => ReactNode } = {}) {
  const { user, ready, isInstructor } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const panelSessionId = params.get('session');
  const tab = parseTab(params.get('tab'), panelSessionId);
  const category = parseCategory(params.get('category'));
  const now = useNow();
  const provider = useMeetingProvider();
  const baseId = useId();
  const [dialog, setDialog] = useState<'instant' | 'schedule' | null>(null);
  const [blockedStartUrl, setBlockedStartUrl] = useState<string | null>(null);

  // Each session carries the viewer's own registration and links: another viewer starts afresh.
  const viewer = ready ? (user?.id ?? 'visitor') : null;
  useEffect(() => {
    if (!viewer) return;
    const held = useSessionsStore.getState().viewer;
    if (held && held !== viewer) resetLiveTrainingStores();
    useSessionsStore.setState({ viewer });
  }, [viewer]);

  // A link to a panel: its code is asked for with the page's first effects, beside the session check,
  // so the snapshot can leave as soon as the viewer is known (the frame shows meanwhile).
  useEffect(() => {
    if (tab === 'interactive') void loadInteractive();
  }, [tab]);

  // A registrant hears of a cancellation in their user room (the app shell shows the toast).
  useSocketEvent('live-session:cancelled', ({ sessionId }) => updateSessions(applyCancelled, sessionId));

  const key: TListKey = tab === 'upcoming' ? listKey('upcoming') : tab === 'interactive' ? listKey('all') : listKey('all', category);
  useSessionList(key, viewer);
  const state = useSessionsStore();
  const list = state.lists[key];
  const sessions = useMemo(() => listSessions(state, key), [state, key]);
  // The viewer's premium seats: when one is taken or given back, the plan meter counts again.
  const premiumSeats = useMemo(
    () =>
      Object.values(state.sessions)
        .filter((s) => s.viewer.registered && s.isPremiumOnly)
        .map((s) => s.id)
        .sort()
        .join(','),
    [state.sessions],
  );
  // The grids render from a deferred copy: a list arriving is rendered in short slices in the
  // background (a transition), never as one long task that holds a tap or a key.
  const current = useMemo(() => ({ list, sessions }), [list, sessions]);
  const shown = useDeferredValue(current);
  const upcoming = useMemo(() => [...inCategory(shown.sessions, category)].sort(byStart), [shown.sessions, category]);
  const retry = useCallback(() => void loadSessions(key), [key]);

  const setParam = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const p = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null) p.delete(name);
            else p.set(name, value);
          }
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );

  const openPanel = useCallback(
    (sessionId: string) => {
      setParam({ tab: null, panel: null, session: sessionId });
      window.scrollTo?.({ top: 0 });
    },
    [setParam],
  );
  // The session stays in the address on the other tabs (coming back reopens it), so they are named explicitly.
  const changeTab = (value: TTab) => {
    const implied = panelSessionId ? 'interactive' : 'upcoming';
    setParam({ tab: value === implied ? null : value });
  };
  const showAll = category === 'all' ? undefined : (
    <Button variant="outlined" onClick={() => setParam({ category: null })}>
      Show all categories
    </Button>
  );

  const returnTo = `/live-training${params.toString() ? `?${params.toString()}` : ''}`;
  const cardProps = { now, signedIn: !!user, returnTo, onOpenPanel: openPanel };
  const links = tabLinks<TTab>(baseId);

  const onInstantCreated = useCallback(
    (session: TLiveSession, opened: boolean) => {
      setBlockedStartUrl(opened ? null : session.zoomStartUrl);
      openPanel(session.id);
    },
    [openPanel],
  );

  const providerLabel = provider?.label ?? (sessions[0] ? MEETING_PROVIDER_LABELS[sessions[0].meetingProvider] : null);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 }, px: { xs: 2, sm: 3 } }}>
      <PageHeader
        title={LIVE_TRAINING_TITLE}
        description="Join instructor-led sessions on compliance, tax, HR, accounting and business, with live polls, Q&A, breakout rooms and shared resources."
        action={
          isInstructor ? (
            <>
              <Button
                variant="contained"
                startIcon={<BoltIcon aria-hidden />}
                onClick={() => setDialog('instant')}
                {...preloadOnIntent(loadInstantDialog)}
              >
                Start Instant Session
              </Button>
              <Button
                variant="outlined"
                startIcon={<EventIcon aria-hidden />}
                onClick={() => setDialog('schedule')}
                {...preloadOnIntent(loadScheduleDialog)}
              >
                Schedule Session
              </Button>
            </>
          ) : null
        }
      >
        {/* The line's room is kept until the provider is known, so the sessions below do not move. */}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, visibility: providerLabel ? undefined : 'hidden' }} aria-hidden={!providerLabel || undefined}>
          Meetings run on {providerLabel ?? 'Jitsi Meet'}.
        </Typography>
      </PageHeader>

      {/* The card's code and its status come after the page: its room is kept from the start for
          someone who may be signed in, so the tabs below do not move when it arrives (CLS 0.14). */}
      {calendarCard && (user || !ready) ? (
        <Box sx={{ mb: 3, maxWidth: 520, minHeight: CALENDAR_CARD_ROOM }}>
          {user ? calendarCard : null}
        </Box>
      ) : null}

      {planMeter && user && !isInstructor ? <Box sx={{ mb: 3, maxWidth: 520 }}>{planMeter(premiumSeats)}</Box> : null}

      {blockedStartUrl ? (
        <Alert severity="info" onClose={() => setBlockedStartUrl(null)} sx={{ mb: 3 }}>
          Your browser blocked the new tab.{' '}
          <Link href={blockedStartUrl} target="_blank" rel="noopener noreferrer">
            Start your instant session<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Link>
        </Alert>
      ) : null}

      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_, value: TTab) => changeTab(value)}
          aria-label="Live training sessions"
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
        >
          {TABS.map((t) => (
            <Tab
              key={t.value}
              value={t.value}
              label={t.label}
              {...links.tab(t.value)}
              {...preloadOnIntent(t.value === 'interactive' ? loadInteractive : undefined)}
              sx={{ fontWeight: 700, textTransform: 'none', fontSize: { xs: '0.95rem', sm: '1rem' }, minWidth: 'auto', px: { xs: 1.25, sm: 2 } }}
            />
          ))}
        </Tabs>
      </Box>

      {TABS.map((t) => (
        <Box key={t.value} {...links.panel(t.value)} hidden={tab !== t.value}>
          {tab !== t.value ? null : t.value === 'interactive' ? (
            <Suspense fallback={<InteractiveFallback linked={!!panelSessionId} />}>
              <InteractiveTab
                sessions={sessions}
                list={list}
                now={now}
                selectedId={panelSessionId}
                onSelect={(id) => setParam({ session: id, panel: null })}
                onShowUpcoming={() => setParam({ tab: null, session: null, panel: null })}
                onRetry={() => void loadSessions(key)}
              />
            </Suspense>
          ) : (
            <>
              {/* The cards' titles are h3: their list is named for headings navigation too. */}
              <Typography component="h2" style={visuallyHidden}>
                {t.value === 'recordings' ? 'Recordings' : t.value === 'upcoming' ? 'Upcoming sessions' : 'All sessions'}
              </Typography>
              <Box sx={{ mb: 3 }}>
                <CategoryFilter value={category} onChange={(c) => setParam({ category: c === 'all' ? null : c })} />
              </Box>
              {t.value === 'recordings' ? (
                <RecordingsList list={shown.list} sessions={shown.sessions} onRetry={retry} emptyAction={showAll} />
              ) : (
                <SessionGrid
                  {...cardProps}
                  list={shown.list}
                  sessions={t.value === 'upcoming' ? upcoming : shown.sessions}
                  empty={
                    t.value === 'upcoming'
                      ? { title: 'No upcoming sessions', description: 'No upcoming sessions in this category. Check back soon.', action: showAll }
                      : { title: 'No sessions yet', description: 'No sessions in this category yet.', action: showAll }
                  }
                  onRetry={retry}
                />
              )}
            </>
          )}
        </Box>
      ))}

      <Suspense fallback={null}>
        {dialog === 'instant' ? <InstantSessionDialog onClose={() => setDialog(null)} onCreated={onInstantCreated} /> : null}
        {dialog === 'schedule' ? <ScheduleSessionDialog onClose={() => setDialog(null)} /> : null}
      </Suspense>
    </Container>
  );
}
