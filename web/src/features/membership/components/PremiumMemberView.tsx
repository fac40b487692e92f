import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import type { TUser } from '@app/shared-types/auth';
import { PLANS, type TSubscription } from '@app/shared-types/membership/model';
import { MembershipDetails } from './MembershipDetails';

/** Premium members see this instead of the plans: benefits and Access Training Portal (spec 001 section 2). */
export function PremiumMemberView({ user, subscription, onChanged }: { user: TUser; subscription: TSubscription | null; onChanged: () => void }) {
  const plan = PLANS[user.plan === 'free' ? 'premium' : user.plan];
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <WorkspacePremiumIcon color="secondary" fontSize="large" aria-hidden />
          <Typography variant="h3" component="h1" sx={{ fontWeight: 800 }}>
            Premium Member
          </Typography>
        </Box>
        <Typography sx={{ mt: 1 }}>
          Welcome, {user.firstName ?? user.username}. Your {plan.name} membership is active. Here is what it includes:
        </Typography>
        <List aria-label="Your benefits">
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
  );
}
