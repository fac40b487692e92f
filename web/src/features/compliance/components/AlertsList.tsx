import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TAlert } from '@app/shared-types/compliance/model';
import { useMarkAlertRead } from '../api/mark-alert-read';

const SEVERITY_COLOR = { high: 'error', medium: 'warning', low: 'default' } as const;

function AlertCard({ alert }: { alert: TAlert }) {
  const headingId = useId();
  const { run, pending } = useMarkAlertRead();
  return (
    <Card component="li" variant="outlined" aria-labelledby={headingId} sx={{ listStyle: 'none', borderLeftWidth: alert.isRead ? 1 : 4 }} data-alert-type={alert.alertType}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, flex: '1 1 200px' }}>
            {alert.title}
          </Typography>
          <Chip size="small" color={SEVERITY_COLOR[alert.severity]} label={`${alert.severity[0]!.toUpperCase()}${alert.severity.slice(1)}`} />
          {alert.isRead ? <Chip size="small" variant="outlined" label="Read" /> : <Chip size="small" color="primary" label="Unread" />}
        </Box>
        <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
          {alert.message}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {new Date(alert.createdAt).toLocaleString()}
        </Typography>
        {!alert.isRead ? (
          <Box>
            <Button size="small" variant="outlined" disabled={pending} onClick={() => void run(alert.id)} aria-label={`Mark Read: ${alert.title}`}>
              Mark Read
            </Button>
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function AlertsList({ alerts }: { alerts: TAlert[] }) {
  if (alerts.length === 0) return <Typography color="text.secondary">No alerts. Alerts appear when a scan finds critical issues, a score drops 5 points or more, or rules that passed start failing.</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {alerts.map((alert) => (
        <AlertCard key={alert.id} alert={alert} />
      ))}
    </Box>
  );
}
