import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ScheduleIcon from '@mui/icons-material/Schedule';
import type { TRegistrationStep } from '../../../content/types';
import { VisuallyHidden } from './ui';

/** The static numbered SAM.gov registration process: step number, title, description, timeframe. */
export function RegistrationStepList({ steps, headingLevel = 'h3' }: { steps: readonly TRegistrationStep[]; headingLevel?: 'h3' | 'h4' }) {
  return (
    <Box
      component="ol"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}
    >
      {steps.map((step) => (
        <Box component="li" key={step.step} sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 2, p: 3 }}>
          <Box
            aria-hidden
            sx={{ width: 44, height: 44, borderRadius: '50%', bgcolor: 'primary.main', color: '#fff', display: 'grid', placeItems: 'center', fontWeight: 800, fontSize: '1.2rem', mb: 2 }}
          >
            {step.step}
          </Box>
          <Typography component={headingLevel} sx={{ fontWeight: 700, fontSize: '1.1rem', mb: 1 }}>
            <VisuallyHidden>Step {step.step}:</VisuallyHidden>{' '}
            {step.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {step.description}
          </Typography>
          <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 600, color: 'primary.main' }}>
            <ScheduleIcon aria-hidden fontSize="small" />
            <span>
              <VisuallyHidden>Timeframe:</VisuallyHidden>{' '}
              {step.timeframe}
            </span>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
