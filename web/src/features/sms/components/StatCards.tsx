import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { TSmsCampaignStats } from '@app/shared-types/sms/model';
import { formatCount } from '../../../lib/format-count';

type TCard = { label: string; value: (s: TSmsCampaignStats) => string; note?: (s: TSmsCampaignStats) => string | null };

const CARDS: TCard[] = [
  { label: 'Total Campaigns', value: (s) => formatCount(s.totalCampaigns) },
  { label: 'Messages Sent', value: (s) => formatCount(s.totalSent), note: () => 'Simulated texts are not counted' },
  { label: 'Active Subscribers', value: (s) => formatCount(s.activeSubscribers) },
  // No campaign sent through a real provider yet: no rate to show, never a "0%" nobody measured.
  {
    label: 'Avg. Delivery Rate',
    value: (s) => (s.deliveryRateCampaigns > 0 ? `${s.avgDeliveryRate}%` : '–'),
    note: (s) => (s.deliveryRateCampaigns > 0 ? `Over ${s.deliveryRateCampaigns} sent campaign${s.deliveryRateCampaigns === 1 ? '' : 's'}` : 'No real sends yet'),
  },
];

export function StatCards({ stats }: { stats: TSmsCampaignStats | null }) {
  return (
    <Grid container spacing={2} component="section" aria-label="Campaign statistics" sx={{ mb: 4 }}>
      {CARDS.map(({ label, value, note }) => (
        <Grid key={label} size={{ xs: 6, md: 3 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="body2" color="text.secondary" component="h2">
                {label}
              </Typography>
              <Typography variant="h4" component="p">
                {stats ? value(stats) : '–'}
              </Typography>
              {stats && note?.(stats) ? (
                <Typography variant="caption" color="text.secondary">
                  {note(stats)}
                </Typography>
              ) : null}
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
