import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { TEntitlement } from '@app/shared-types/billing/model';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { SectionCard } from '../../../lib/ui/SectionCard';
import { useEntitlements } from '../api/entitlements';
import { MeterLine } from './PlanMeter';

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
  return (
    <ListItem disableGutters sx={{ display: 'block', py: 1 }}>
      <MeterLine meter={meter} />
    </ListItem>
  );
}
