import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { meterText, type TEntitlement } from '@app/shared-types/billing/model';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { SectionCard } from '../../../lib/ui/SectionCard';
import { useEntitlements } from '../api/entitlements';

const resets = (iso: string) => new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'America/New_York' }).format(new Date(iso));

/**
 * /settings: what the plan includes this month and what is left, from the counters the server
 * enforces (a meter at 0 is a registration or booking the server will refuse).
 */
export function PlanUsageCard() {
  const { user } = useCurrentUser();
  const { meters, failed } = useEntitlements(user ? `${user.id}:${user.isPremium}:${user.plan}` : null);
  if (!user) return null;
  return (
    <SectionCard titleId="plan-usage-title" title="Plan usage this month" id="plan-usage">
      {failed ? (
        <Typography variant="body2" role="alert">
          Your plan usage could not be loaded. Please reload the page to try again.
        </Typography>
      ) : meters === null ? (
        <Typography variant="body2" role="status">
          Loading your plan usage…
        </Typography>
      ) : (
        <List disablePadding aria-labelledby="plan-usage-title">
          {meters.map((m) => (
            <Meter key={m.key} meter={m} />
          ))}
        </List>
      )}
    </SectionCard>
  );
}

function Meter({ meter }: { meter: TEntitlement }) {
  const text = meterText(meter);
  const counted = meter.limit > 0 && meter.key !== 'premium-content';
  return (
    <ListItem disableGutters sx={{ display: 'block', py: 1 }}>
      <Typography variant="body2" component="p">
        {text}
        {counted && meter.resetsAt ? `, resets ${resets(meter.resetsAt)}` : ''}
      </Typography>
      {counted ? <LinearProgress variant="determinate" value={(100 * meter.remaining) / meter.limit} aria-label={text} sx={{ mt: 0.5 }} /> : null}
    </ListItem>
  );
}
