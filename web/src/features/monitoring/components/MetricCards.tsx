import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatBytes, formatPercent, MONITORING_LIMITS, type TMonitoringFigures, type TUsagePercents } from '@app/shared-types/monitoring/model';
import { formatCount } from '../../../lib/format-count';

const n = formatCount;

function MetricCard({ title, value, detail, percent, testId }: { title: string; value: string; detail: string; percent: number; testId: string }) {
  const tone = percent > 90 ? 'error' : percent > 75 ? 'warning' : 'primary';
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={testId}>
      <CardContent>
        <Typography component="h3" variant="subtitle2" color="text.secondary" gutterBottom>
          {title}
        </Typography>
        <Typography variant="h4" component="p" data-testid={`${testId}-value`}>
          {value}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {detail}
        </Typography>
        <LinearProgress variant="determinate" color={tone} value={Math.min(100, percent)} aria-label={`${title}: ${detail}`} />
      </CardContent>
    </Card>
  );
}

/** The four cards of spec 000: users, premium conversion, database usage, API requests today. */
export function MetricCards({ figures, percents }: { figures: TMonitoringFigures; percents: TUsagePercents }) {
  const cards = [
    { testId: 'total-users', title: 'Total Users', value: n(figures.totalUsers), detail: `${formatPercent(percents.users)} of ${n(MONITORING_LIMITS.users)} limit`, percent: percents.users },
    { testId: 'premium-members', title: 'Premium Members', value: n(figures.premiumUsers), detail: `${formatPercent(percents.premiumConversion)} conversion`, percent: percents.premiumConversion },
    { testId: 'database-usage', title: 'Database Usage', value: formatBytes(figures.storageUsed), detail: `${formatPercent(percents.storage)} of 10 GB limit`, percent: percents.storage },
    {
      testId: 'api-requests',
      title: 'API Requests Today',
      value: n(figures.apiRequestsToday),
      detail: `${formatPercent(percents.api)} of ${n(MONITORING_LIMITS.apiRequestsPerDay)} daily limit`,
      percent: percents.api,
    },
  ];
  return (
    <Grid container spacing={2} sx={{ mb: 3 }} component="section" aria-label="Usage against limits">
      {cards.map((card) => (
        <Grid key={card.testId} size={{ xs: 12, sm: 6, md: 3 }}>
          <MetricCard {...card} />
        </Grid>
      ))}
    </Grid>
  );
}
