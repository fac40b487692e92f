import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { FIRM } from '../../content/firm';

/** Placeholder reading today's firm.ts; the consultations work replaces it with the one source of business hours. */
export function BusinessHoursCard() {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h3" gutterBottom>
          Business Hours
        </Typography>
        <Typography variant="body2">{FIRM.hours}</Typography>
      </CardContent>
    </Card>
  );
}
