import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FIRM, firmAddressLine } from '../../../content/firm';
import type { ReactNode } from 'react';

/** One card of the side column: a heading and what it says. */
function SideCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

const phoneWithExtension = `${FIRM.phoneDisplay} ext. ${FIRM.phoneExtension}`;

/** The contact page's side column (spec 001 section 2): contact info, free consultation, urgent help, SMS, team. */
export function ContactSideCards({ onScheduleConsultation, hoursCard }: { onScheduleConsultation: () => void; hoursCard?: ReactNode }) {
  return (
    <Stack spacing={2} component="aside" aria-label="Contact details">
      <SideCard title="Contact Information">
        <Typography variant="body2">
          Phone: <Link href={FIRM.phoneHref}>{phoneWithExtension}</Link>
        </Typography>
        <Typography variant="body2">
          Email: <Link href={`mailto:${FIRM.email}`}>{FIRM.email}</Link>
        </Typography>
        <Typography variant="body2" component="address" sx={{ fontStyle: 'normal' }}>
          Address: {firmAddressLine}
        </Typography>
      </SideCard>
      {hoursCard}
      <SideCard title="Free Initial Consultation">
        <Typography variant="body2" sx={{ mb: 2 }}>
          A free 30-minute call to understand your business and the help you need.
        </Typography>
        <Button variant="contained" onClick={onScheduleConsultation}>
          Schedule Consultation
        </Button>
      </SideCard>
      <Alert severity="warning" component="section" aria-labelledby="urgent-compliance-title">
        <AlertTitle id="urgent-compliance-title" component="h2">
          Urgent Compliance Issue?
        </AlertTitle>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Facing a SAM registration lapse, an audit deadline or a compliance notice? Call us now.
        </Typography>
        <Button variant="outlined" color="inherit" href={FIRM.phoneHref}>
          Emergency Contact
        </Button>
      </Alert>
      <SideCard title="SMS Communication">
        <Typography variant="body2">
          Tick “Send me text message updates” on the form to get appointment reminders and compliance deadline alerts by text. Reply STOP at any time to opt out.
        </Typography>
      </SideCard>
      <SideCard title="Meet Our Team">
        <Typography variant="body2">
          Certified accountants, tax professionals, HR specialists and federal contracting advisors who serve businesses nationwide and reply {FIRM.responseTime}.
        </Typography>
      </SideCard>
    </Stack>
  );
}
