import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { readContactPrefill } from '../../../lib/contact-prefill';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { useHydrated } from '../../../lib/ui/use-hydrated';
import { usePageTitle } from '../../../lib/ui/usePageTitle';
import { ContactConsultationForm } from '../ContactConsultationForm';
import { ContactMessageForm } from '../components/ContactMessageForm';
import { ContactSideCards } from '../components/ContactSideCards';

type TabKey = 'message' | 'consultation';

/** `hoursCard`: the business hours from the one source (the consultations feature's card, given by the app shell). */
export default function ContactPage({ hoursCard }: { hoursCard?: ReactNode }) {
  usePageTitle('Contact Us');
  const { search, hash } = useLocation();
  const { isOperator } = useCurrentUser();
  // The prerendered HTML shows the message tab; #consultation picks the other one once hydrated.
  const hydrated = useHydrated();
  const [chosen, setTab] = useState<TabKey | null>(null);
  const tab: TabKey = chosen ?? (hydrated && hash === '#consultation' ? 'consultation' : 'message');
  const prefill = readContactPrefill(search);

  const chooseConsultation = () => {
    setTab('consultation');
    document.getElementById('contact-tab-consultation')?.focus();
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h3" component="h1" gutterBottom>
        Contact Us
      </Typography>
      <Typography sx={{ mb: 3 }}>Tell us what you need and we will get back to you within 24 hours.</Typography>
      {isOperator && (
        <Button href="/contact/inbox" variant="outlined" sx={{ mb: 3 }}>
          Open the contact inbox
        </Button>
      )}
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Paper variant="outlined">
            <Tabs value={tab} onChange={(_e, v: TabKey) => setTab(v)} aria-label="How would you like to reach us?" variant="fullWidth">
              <Tab label="Send Message" value="message" id="contact-tab-message" aria-controls="contact-panel-message" />
              <Tab label="Schedule Consultation" value="consultation" id="contact-tab-consultation" aria-controls="contact-panel-consultation" />
            </Tabs>
            <Box role="tabpanel" id="contact-panel-message" aria-labelledby="contact-tab-message" hidden={tab !== 'message'} sx={{ p: { xs: 2, sm: 3 } }}>
              {tab === 'message' && <ContactMessageForm prefill={prefill} />}
            </Box>
            <Box role="tabpanel" id="contact-panel-consultation" aria-labelledby="contact-tab-consultation" hidden={tab !== 'consultation'} sx={{ p: { xs: 2, sm: 3 } }}>
              {tab === 'consultation' && <ContactConsultationForm />}
            </Box>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <ContactSideCards onScheduleConsultation={chooseConsultation} hoursCard={hoursCard} />
        </Grid>
      </Grid>
    </Container>
  );
}
