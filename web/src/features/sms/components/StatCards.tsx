import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { TSmsCampaignStats } from '@app/shared-types/sms/model';
import { formatCount } from '../../../lib/format-count';

const CARDS: { key: keyof TSmsCampaignStats; label: string; format?: (n: number) => string }[] = [
  { key: 'totalCampaigns', label: 'Total Campaigns' },
  { key: 'totalSent', label: 'Messages Sent' },
  { key: 'activeSubscribers', label: 'Active Subscribers' },
  { key: 'avgDeliveryRate', label: 'Avg. Delivery Rate', format: (n) => `${n}%` },
];

export function StatCards({ stats }: { stats: TSmsCampaignStats | null }) {
  return (
    <Grid container spacing={2} component="section" aria-label="Campaign statistics" sx={{ mb: 4 }}>
      {CARDS.map(({ key, label, format }) => (
        <Grid key={key} size={{ xs: 6, md: 3 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="body2" color="text.secondary" component="h2">
                {label}
              </Typography>
              <Typography variant="h4" component="p">
                {stats ? (format ?? formatCount)(stats[key]) : '–'}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
