import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { summarize } from '@app/shared-types/monitoring/model';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { signInHref } from '../../../lib/auth/sign-in-href';
import { usePageTitle } from '../../../lib/ui/usePageTitle';
import { AccessNotice, ContentSkeleton, PageFrame } from '../../../lib/ui/PageLoading';
import { AlertsList } from '../components/AlertsList';
import { HistoryChart } from '../components/HistoryChart';
import { MetricCards } from '../components/MetricCards';
import { CommunityActivityCard, RecommendationsCard, SystemHealthCard } from '../components/StatusCards';
import { useDashboardStore } from '../store';
import { useMonitoringEvents } from '../use-monitoring-events';

export const MONITORING_TITLE = 'System Monitoring';

/** Visitors (401) and signed-in non-operators (403) get a clear page instead of a broken dashboard. */
function NoAccess({ signedIn }: { signedIn: boolean }) {
  return signedIn ? (
    <AccessNotice
      heading="403: Operators only"
      text="System monitoring shows the platform’s usage, alerts and health, and is available to operators. Ask an operator of your firm if you need these figures."
      action={{ href: '/', label: 'Back to home' }}
    />
  ) : (
    <AccessNotice
      heading="Sign in to view system monitoring"
      text="System monitoring is available to operators. Sign in with an operator account to continue."
      action={{ href: signInHref('/monitoring'), label: 'Sign in' }}
    />
  );
}

function Dashboard() {
  const room = useMonitoringEvents(true);
  const { status, error, figures, alerts, history } = useDashboardStore();
  const live = room?.status === 'joined';

  if (!figures) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        {status === 'error' ? <Alert severity="error">{error}</Alert> : <CircularProgress aria-label="Loading monitoring" />}
      </Box>
    );
  }
  const summary = summarize(figures);
  return (
    <>
      <AlertsList alerts={alerts} />
      <MetricCards figures={figures} percents={summary.percents} />
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <CommunityActivityCard summary={summary} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SystemHealthCard summary={summary} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <RecommendationsCard summary={summary} />
        </Grid>
      </Grid>
      <Stack component="section" aria-labelledby="monitoring-history" spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography component="h2" variant="h5" id="monitoring-history">
            History
          </Typography>
          <Chip size="small" variant="outlined" color={live ? 'success' : 'default'} label={live ? 'Live' : 'Connecting…'} />
        </Stack>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <HistoryChart title="Live connections, last hour" points={history.hour} metric="sockets" withDay={false} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <HistoryChart title="Request latency p95, last hour" points={history.hour} metric="requestLatencyP95Ms" unit="ms" withDay={false} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <HistoryChart title="API requests today, last 24 hours" points={history.day} metric="apiRequestsToday" withDay />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <HistoryChart title="Total users, last 24 hours" points={history.day} metric="totalUsers" withDay />
          </Grid>
        </Grid>
      </Stack>
    </>
  );
}

/**
 * /monitoring (nav label Analytics): usage against the plan's limits, alerts, health and history,
 * kept live by the `monitoring` room. The server refuses everyone but operators; this page says so.
 */
export default function MonitoringPage() {
  usePageTitle(MONITORING_TITLE);
  const { ready, isSignedIn, isOperator } = useCurrentUser();
  return (
    <PageFrame title={MONITORING_TITLE} intro="Usage against the plan’s limits (10,000 users, 10 GB storage, 100,000 API requests a day), updated live." sx={{ py: 4 }}>
      {!ready ? <ContentSkeleton /> : isOperator ? <Dashboard /> : <NoAccess signedIn={isSignedIn} />}
    </PageFrame>
  );
}
