import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { CONSULTATION_DURATIONS, CONSULTATION_RULES, consultationsIncludedText } from '@app/shared-types/consultations/model';
import { signInHref } from '../../../lib/auth/sign-in-href';
import { FREE_INITIAL_HREF } from './AllowanceNotice';

const STEPS = [
  {
    title: `Start with a free ${CONSULTATION_RULES.freeInitialMinutes}-minute consultation`,
    text: "New to us? Pick a preferred time on the contact page's Schedule Consultation tab. No account needed; we confirm the time within 24 hours.",
    action: { label: 'Request a free initial consultation', href: FREE_INITIAL_HREF, variant: 'contained' as const },
  },
  {
    title: 'Members book here',
    text: `Sign in to choose a date and time from our open slots, book ${CONSULTATION_DURATIONS.join(', ').replace(/, (\d+)$/, ' or $1')} minutes, and reschedule or cancel up to ${CONSULTATION_RULES.changeCutoffHours} hours before.`,
    action: { label: 'Sign in to book', href: signInHref('/consultations'), variant: 'outlined' as const },
  },
  {
    title: 'Included with membership',
    text: consultationsIncludedText(),
    action: { label: 'Compare plans', href: '/pricing', variant: 'outlined' as const },
  },
];

/**
 * What a visitor sees on /consultations: what a consultation is and the ways to book one, instead
 * of an empty members' page.
 */
export function VisitorIntro() {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box component="section" aria-labelledby="consultations-what" sx={{ maxWidth: 760 }}>
        <Typography id="consultations-what" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          What a consultation is
        </Typography>
        <Typography>
          A one-on-one phone call with one of our advisors about your business: tax preparation and planning, bookkeeping, payroll and HR, CFO services,
          auditing, business development, or government contracting (SAM registration, VPAT documentation and compliance). You choose the time and tell us
          what you want to discuss; an advisor calls you at the number you give, and you get an invitation for your calendar.
        </Typography>
      </Box>
      <Box component="section" aria-labelledby="consultations-how">
        <Typography id="consultations-how" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          How to book
        </Typography>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}>
          {STEPS.map((step, i) => (
            <li key={step.title}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, height: '100%', boxSizing: 'border-box' }}>
                  <Typography variant="h6" component="h3">
                    <Box component="span" aria-hidden sx={{ color: 'primary.main', mr: 1 }}>
                      {i + 1}.
                    </Box>
                    {step.title}
                  </Typography>
                  <Typography variant="body2">{step.text}</Typography>
                  <Box sx={{ mt: 'auto', pt: 1 }}>
                    <Button variant={step.action.variant} href={step.action.href}>
                      {step.action.label}
                    </Button>
                  </Box>
                </CardContent>
              </Card>
            </li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
