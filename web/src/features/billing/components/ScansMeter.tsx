import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { useEntitlements } from '../api/entitlements';
import { PlanMeter } from './PlanMeter';

/**
 * The compliance page's meter: accessibility scans the member may still start this hour, from
 * GET /api/billing/entitlements (the allowance the scanner enforces; a site scan's pages count one
 * each). `version` changes when the member's scans change, and reloads it. The allowance is the
 * same on every plan, so no plan is offered for more.
 */
export function ScansMeter({ version }: { version: string }) {
  const { user } = useCurrentUser();
  const { meters } = useEntitlements(user ? `${user.id}:${version}` : null);
  const meter = meters?.find((m) => m.key === 'scans');
  if (!user || !meter) return null;
  return <PlanMeter meter={meter} title="Scans this hour" upgradeTo={null} />;
}
