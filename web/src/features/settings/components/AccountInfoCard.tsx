import type { TUser } from '@app/shared-types/auth';
import { membershipLabel } from '@app/shared-types/membership/model';
import { DetailList, DetailRow, SectionCard } from '../../../lib/ui/SectionCard';

export function AccountInfoCard({ user }: { user: TUser }) {
  const rows: [string, string][] = [
    ['Username', user.username],
    ['Email', user.email ?? 'Not set'],
    ['Company', user.company ?? 'Not set'],
    // The one source for plan names (issue 23): the same words as /premium and the account menu.
    ['Membership', membershipLabel(user)],
  ];
  return (
    <SectionCard titleId="account-card-title" title="Account Information">
      <DetailList>
        {rows.map(([label, value]) => (
          <DetailRow key={label} label={label}>
            {value}
          </DetailRow>
        ))}
      </DetailList>
    </SectionCard>
  );
}
