import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { TUser } from '@app/shared-types/auth';
import { membershipLabel } from '@app/shared-types/membership/model';

export function AccountInfoCard({ user }: { user: TUser }) {
  const rows: [string, string][] = [
    ['Username', user.username],
    ['Email', user.email ?? 'Not set'],
    ['Company', user.company ?? 'Not set'],
    // The one source for plan names (issue 23): the same words as /premium and the account menu.
    ['Membership', membershipLabel(user)],
  ];
  return (
    <Card variant="outlined" component="section" aria-labelledby="account-card-title">
      <CardContent>
        <Typography id="account-card-title" variant="h6" component="h2" gutterBottom>
          Account Information
        </Typography>
        <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 16, rowGap: 8 }}>
          {rows.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
