import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TQuestionForViewer, TQuizLeaderboard } from '@app/shared-types/live-training/model';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { usePageTitle } from '../../../lib/ui/usePageTitle';
import { PollResults } from '../components/panel/PollResults';
import { presenterContent } from '../model/panel/presenter';
import { usePanelStore } from '../store';
import { useLiveTrainingEvents } from '../use-live-training-events';

const upvotesText = (n: number) => (n === 1 ? '1 upvote' : `${n} upvotes`);

/** Type for the back of a room: the page's rem grows with the screen (a projector is wide), from 125%. */
const projectorType = <GlobalStyles styles={{ html: { fontSize: 'clamp(125%, 1.7vw, 250%)' } }} />;

function Frame({ children, live }: { children: ReactNode; live?: string }) {
  return (
    <Box component="main" data-live={live ?? 'off'} sx={{ minHeight: '100vh', bgcolor: '#ffffff', color: '#10213f', p: { xs: 2, sm: 4 }, display: 'grid', gap: 3, alignContent: 'start' }}>
      {projectorType}
      {children}
    </Box>
  );
}

function TopQuestions({ questions }: { questions: TQuestionForViewer[] }) {
  if (!questions.length) return <Typography sx={{ fontSize: '1.5rem' }}>No questions yet.</Typography>;
  return (
    <Box component="ol" aria-label="Top questions" sx={{ m: 0, pl: 4, display: 'grid', gap: 2 }}>
      {questions.map((q) => (
        <li key={q.id}>
          <Typography sx={{ fontSize: '1.5rem', fontWeight: 600, overflowWrap: 'anywhere' }}>{q.question}</Typography>
          <Typography sx={{ fontSize: '1rem' }} color="text.secondary">
            {q.askedByName} · {upvotesText(q.upvotes)}
            {q.status === 'answered' ? ' · answered' : ''}
          </Typography>
        </li>
      ))}
    </Box>
  );
}

function Leaderboard({ board }: { board: TQuizLeaderboard | null }) {
  if (!board?.entries.length) return <Typography sx={{ fontSize: '1.5rem' }}>No quiz has been revealed yet.</Typography>;
  return (
    <Box component="ol" aria-label="Quiz leaderboard" sx={{ m: 0, pl: 4, display: 'grid', gap: 1 }}>
      {board.entries.map((e) => (
        <li key={e.userId}>
          <Typography sx={{ fontSize: '1.5rem' }}>
            <strong>{e.name}</strong>: {e.correct === 1 ? '1 right answer' : `${e.correct} right answers`}
          </Typography>
        </li>
      ))}
    </Box>
  );
}

/** The view's body, from the panel's live state. */
function PresenterContent() {
  const state = usePanelStore();
  const content = presenterContent(state);
  if (content.kind === 'questions' || content.kind === 'leaderboard') {
    return (
      <Box component="section" aria-labelledby="presenter-heading" sx={{ display: 'grid', gap: 2 }}>
        <Typography id="presenter-heading" component="h2" sx={{ fontSize: '2.25rem', fontWeight: 800 }}>
          {content.kind === 'questions' ? 'Top questions' : 'Quiz leaderboard'}
        </Typography>
        {content.kind === 'questions' ? <TopQuestions questions={content.questions} /> : <Leaderboard board={content.board} />}
      </Box>
    );
  }
  const { poll, resultsShown } = content;
  return (
    <Box component="section" aria-labelledby="presenter-heading" sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary" sx={{ fontSize: '1rem', fontWeight: 700 }}>
        {poll.isActive ? 'Poll open: vote in the session panel' : 'Poll closed'}
      </Typography>
      <Typography id="presenter-heading" component="h2" sx={{ fontSize: '2.25rem', fontWeight: 800, overflowWrap: 'anywhere' }}>
        {poll.question}
      </Typography>
      {resultsShown ? (
        <PollResults poll={{ ...poll, myVote: null, myText: null }} />
      ) : (
        <Typography sx={{ fontSize: '1.5rem' }}>{poll.resultsVisibility === 'instructor' ? 'The results of this poll are for the instructor only.' : 'Results will be shown when the poll closes.'}</Typography>
      )}
    </Box>
  );
}

/**
 * /live-training/:id/present — the session's presenter view for a projector: the current poll's
 * results or the top questions (as the instructor chooses in the panel), updating live from the
 * session's room, in large type, with no controls. For the session's instructor and operators (the
 * panel's instructor role); it fills the window, outside the site's frame.
 */
export default function PresenterPage() {
  const { id = '' } = useParams();
  const { user, ready } = useCurrentUser();
  const room = useLiveTrainingEvents(user ? id : null, user?.id ?? null);
  const state = usePanelStore();
  usePageTitle(state.session && state.sessionId === id ? `Presenter view: ${state.session.title}` : 'Presenter view');

  if (!ready) return <Frame>{null}</Frame>;
  if (!user) {
    return (
      <Frame>
        <Typography component="h1" sx={{ fontSize: '2rem', fontWeight: 800 }}>
          Presenter view
        </Typography>
        <Alert severity="info">
          Please <Link href="/sign-in">sign in</Link> as the session’s instructor or an operator to open its presenter view.
        </Alert>
      </Frame>
    );
  }
  const loaded = state.sessionId === id && state.status === 'ready' && state.session;
  return (
    <Frame live={loaded ? (room?.status ?? 'off') : 'off'}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography component="h1" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
          {loaded ? state.session!.title : 'Presenter view'}
        </Typography>
        {loaded ? (
          <Typography sx={{ fontSize: '1rem' }} color="text.secondary">
            {state.presence.count === 1 ? '1 person in the session' : `${state.presence.count} people in the session`}
          </Typography>
        ) : null}
      </Box>
      {state.sessionId === id && state.status === 'error' ? <Alert severity="error">The presenter view could not be opened: {state.error}</Alert> : null}
      {loaded && state.role !== 'instructor' ? <Alert severity="warning">The presenter view is for the session’s instructor and operators.</Alert> : null}
      {loaded && state.role === 'instructor' ? <PresenterContent /> : null}
      {!loaded && state.status !== 'error' ? <Typography sx={{ fontSize: '1.25rem' }}>Loading the session…</Typography> : null}
      {room?.status === 'error' ? <Alert severity="warning">Live updates are unavailable: {room.error.message}</Alert> : null}
    </Frame>
  );
}
