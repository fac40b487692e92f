import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { TConsultationStats } from '@app/shared-types/consultations/model';

/** Today's Sessions, Upcoming, Completed, Average Rating: computed from the list, no rating until one exists. */
export function StatCards({ stats }: { stats: TConsultationStats }) {
  const cards = [
    { label: "Today's Sessions", value: String(stats.today) },
    { label: 'Upcoming', value: String(stats.upcoming) },
    { label: 'Completed', value: String(stats.completed) },
    {
      label: 'Average Rating',
      value: stats.averageRating === null ? 'No ratings yet' : `${stats.averageRating.toFixed(1)} / 5`,
      note: stats.ratedCount ? `from ${stats.ratedCount} rating${stats.ratedCount === 1 ? '' : 's'}` : undefined,
    },
  ];
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
      {cards.map((card) => (
        <li key={card.label}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="body2" component="p">
                {card.label}
              </Typography>
              <Typography variant="h5" component="p" data-testid={`stat-${card.label}`}>
                {card.value}
              </Typography>
              {card.note && <Typography variant="caption">{card.note}</Typography>}
            </CardContent>
          </Card>
        </li>
      ))}
    </Box>
  );
}
