import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import type { TPlan } from '@app/shared-types/membership/model';

type Props = {
  plan: TPlan;
  /** The heading level of the plan's name within its page. */
  headingLevel?: 'h2' | 'h3';
  selected?: boolean;
  action: ReactNode;
};

/** One plan: name, badge, price per month, description and features, with the page's action. */
export function PlanCard({ plan, headingLevel = 'h2', selected, action }: Props) {
  const emphasised = plan.popular || plan.highlighted || selected;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={`plan-${plan.id}-name`}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderWidth: emphasised ? 2 : 1, borderColor: selected ? 'primary.main' : emphasised ? 'secondary.main' : 'divider' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        {/* Wraps: in a narrow card (three plans beside the order summary) the badge goes under the name instead of being clipped. */}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 1, minHeight: 32 }}>
          <Typography id={`plan-${plan.id}-name`} variant="h5" component={headingLevel} sx={{ fontWeight: 700 }}>
            {plan.name}
          </Typography>
          {plan.badge && <Chip label={plan.badge} color={plan.popular ? 'primary' : 'secondary'} size="small" sx={{ flexShrink: 0 }} />}
        </Box>
        <Typography sx={{ mt: 1 }}>
          <Box component="span" sx={{ fontSize: '2.25rem', fontWeight: 800 }}>
            ${plan.price}
          </Box>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {' '}
            per month
          </Box>
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {plan.description}
        </Typography>
        <List dense aria-label={`${plan.name} features`}>
          {plan.features.map((feature) => (
            <ListItem key={feature} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <CheckIcon color="success" fontSize="small" aria-hidden />
              </ListItemIcon>
              <ListItemText primary={feature} />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>{action}</CardActions>
    </Card>
  );
}
