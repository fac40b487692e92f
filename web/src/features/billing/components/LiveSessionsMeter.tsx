import { membershipOf } from '@app/shared-types/membership/model';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { useEntitlements } from '../api/entitlements';
import { PlanMeter } from './PlanMeter';

/**
 * The live training page's meter: the member's premium live sessions left this month, from
 * GET /api/billing/entitlements (the count the registration rule enforces). `registrations` changes
 * when the member registers or gives a seat back on the page, and reloads it. Staff have no limit and
 * see nothing.
 */
export function LiveSessionsMeter({ registrations }: { registrations: string }) {
  const { user } = useCurrentUser();
  const staff = !user || membershipOf(user).kind === 'staff';
  const { meters } = useEntitlements(staff ? null : `${user.id}:${user.isPremium}:${user.plan}:${registrations}`);
  const meter = meters?.find((m) => m.key === 'live-sessions');
  if (staff || !meter) return null;
  return <PlanMeter meter={meter} title="Premium live sessions this month" upgradeTo={meter.limit === 0 ? 'starter' : 'professional'} />;
}
