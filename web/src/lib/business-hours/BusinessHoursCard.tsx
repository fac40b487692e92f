import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { hoursLines } from '@app/shared-types/consultations/model';
import { useBusinessHours } from './use-business-hours';

/** The firm's hours from the one source (GET /api/business-hours), for the contact page and the consultations page. */
export function BusinessHoursCard({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const hours = useBusinessHours();
  const upcoming = hours.closures.filter((c) => c.date >= new Date().toISOString().slice(0, 10)).slice(0, 3);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component={headingLevel} gutterBottom>
          Business Hours
        </Typography>
        <Typography component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
          {hoursLines(hours).map((line) => (
            <Typography key={line.days} component="div" sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                {line.days}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {line.hours}
              </Typography>
            </Typography>
          ))}
        </Typography>
        <Typography variant="caption" component="p" sx={{ mt: 1 }}>
          Eastern Time (America/New_York)
        </Typography>
        {upcoming.length > 0 && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            Closed: {upcoming.map((c) => `${c.date}${c.reason ? ` (${c.reason})` : ''}`).join(', ')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
