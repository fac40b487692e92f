import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { summarize } from '@app/shared-types/monitoring/model';
import { sectionHeadingSx } from '../../../lib/ui/section-heading';
import { AlertsList } from './AlertsList';
import { HistoryChart } from './HistoryChart';
import { MetricCards } from './MetricCards';
import { CommunityActivityCard, RecommendationsCard, SystemHealthCard } from './StatusCards';
import { useDashboardStore } from '../store';
import { useMonitoringEvents } from '../use-monitoring-events';

/** The operators' dashboard: its own chunk, so visitors and members never load it (or the charts). */
export default function Dashboard() {
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
          <Typography component="h2" id="monitoring-history" sx={sectionHeadingSx}>
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
