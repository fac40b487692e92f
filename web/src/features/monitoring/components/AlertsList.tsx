import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import { alertColor, alertTypeLabel, type TUsageAlert } from '@app/shared-types/monitoring/model';

/** Spec 000 section 4: limit_exceeded red, limit_warning yellow, high_usage blue, other gray. */
const SEVERITY: Record<ReturnType<typeof alertColor>, AlertColor | null> = { red: 'error', yellow: 'warning', blue: 'info', gray: null };

export function AlertsList({ alerts }: { alerts: TUsageAlert[] }) {
  if (!alerts.length) return null;
  return (
    <Stack component="section" aria-label="Active alerts" spacing={1.5} sx={{ mb: 3 }}>
      {alerts.map((alert) => {
        const severity = SEVERITY[alertColor(alert.alertType)];
        return (
          <Alert
            key={alert.id}
            severity={severity ?? 'info'}
            data-alert-type={alert.alertType}
            sx={severity ? undefined : { bgcolor: 'grey.200', color: 'text.primary', '& .MuiAlert-icon': { color: 'grey.700' } }}
          >
            <AlertTitle>{alertTypeLabel(alert.alertType)}</AlertTitle>
            {alert.message}
          </Alert>
        );
      })}
    </Stack>
  );
}
