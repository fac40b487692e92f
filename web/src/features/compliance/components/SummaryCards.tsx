import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

type Props = { averageScore: number; totalIssues: number; criticalIssues: number; unreadAlerts: number };

/** The four summary cards of the spec. */
export function SummaryCards({ averageScore, totalIssues, criticalIssues, unreadAlerts }: Props) {
  const cards = [
    { label: 'Compliance Score', value: `${averageScore}%`, note: 'Average of completed scans' },
    { label: 'Total Issues', value: String(totalIssues), note: 'Across completed scans' },
    { label: 'Critical Issues', value: String(criticalIssues), note: 'Need immediate attention' },
    { label: 'Unread Alerts', value: String(unreadAlerts), note: 'Score drops and new violations' },
  ];
  return (
    <Box component="ul" aria-label="Compliance summary" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
      {cards.map((card) => (
        <Card key={card.label} component="li" variant="outlined">
          <CardContent>
            <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
              {card.label}
            </Typography>
            <Typography variant="h4" component="p" sx={{ fontWeight: 800 }} data-summary={card.label}>
              {card.value}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {card.note}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
