import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import type { TUser } from '@app/shared-types/auth';
import { PLANS, membershipLabel, membershipOf, planLabel, type TSubscription } from '@app/shared-types/membership/model';
import { PageHeader } from '../../../lib/ui/PageHeader';
import { MembershipDetails } from './MembershipDetails';

/**
 * Premium members see this instead of the plans: benefits and Access Training Portal (spec 001
 * section 2). The heading is the spec's 'Premium Member' only for a member of the Premium plan;
 * other plans and staff accounts are named by membershipLabel, the one source for plan names, so a
 * Professional member is never told "Premium Member" here and something else on /settings.
 * `children` (an operator's payment queue) come right under the heading.
 */
export function PremiumMemberView({ user, subscription, onChanged, children }: { user: TUser; subscription: TSubscription | null; onChanged: () => void; children?: ReactNode }) {
  const membership = membershipOf(user);
  const plan = PLANS[membership.planId];
  const staff = membership.kind === 'staff';
  const heading = !staff && membership.planId === 'premium' ? 'Premium Member' : membershipLabel(user);
  const name = user.firstName ?? user.username;
  return (
    <>
      <PageHeader
        title={heading}
        documentTitle="Premium Access"
        description={staff ? `Welcome, ${name}. As staff you have every feature of every plan, with nothing to pay.` : `Welcome, ${name}. Your ${planLabel(plan.id)} is active.`}
      />
      {/* An operator's work here (the payment queue) comes before what their account includes. */}
      {children}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
        <Paper variant="outlined" component="section" aria-labelledby="member-benefits" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography id="member-benefits" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {staff ? `What members of the ${planLabel(plan.id)} get` : 'What your plan includes'}
          </Typography>
          <List>
            {plan.features.map((feature) => (
              <ListItem key={feature} disableGutters>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <StarIcon color="secondary" aria-hidden />
                </ListItemIcon>
                <ListItemText primary={feature} />
              </ListItem>
            ))}
          </List>
          <Button href="/training" variant="contained" size="large">
            Access Training Portal
          </Button>
        </Paper>
        {subscription?.status === 'active' && <MembershipDetails subscription={subscription} onChanged={onChanged} />}
      </Box>
    </>
  );
}
