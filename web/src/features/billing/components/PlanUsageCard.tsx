import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import type { TEntitlement } from '@app/shared-types/billing/model';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { SectionCard } from '../../../lib/ui/SectionCard';
import { useEntitlements } from '../api/entitlements';
import { MeterLine } from './PlanMeter';
import { SectionLoad } from './SectionLoad';

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
      <SectionLoad what="plan usage" failed={failed} loading={meters === null}>
        <List disablePadding aria-labelledby="plan-usage-title">
          {meters?.map((m) => (
            <Meter key={m.key} meter={m} />
          ))}
        </List>
      </SectionLoad>
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
