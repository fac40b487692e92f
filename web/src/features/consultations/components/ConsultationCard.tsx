import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { CONSULTATION_CATEGORY_LABELS, CONSULTATION_STATUS_COLORS, type TConsultation } from '@app/shared-types/consultations/model';
import { toast } from '../../../lib/toast-store';
import { inviteHref, useRateConsultation } from '../api/change-consultation';
import { formatWhen } from '../../../lib/business-hours/firm-dates';
import { calendarIntent } from './DateSlotPicker';
import { consultationHeading } from './consultation-heading';

const STATUS_LABELS: Record<TConsultation['status'], string> = {
  scheduled: 'Scheduled',
  'in-progress': 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
  rescheduled: 'Rescheduled',
};


function summaryText(c: TConsultation) {
  return [
    consultationHeading(c),
    c.startsAt ? formatWhen(c.startsAt) : 'Time to be confirmed',
    `${c.duration} minutes by phone`,
    `Category: ${CONSULTATION_CATEGORY_LABELS[c.serviceType]}`,
    `Client: ${c.firstName} ${c.lastName}`,
    c.phone ? `Phone: ${c.phone}` : null,
    c.message ? `Description: ${c.message}` : null,
    c.outcome ? `Outcome: ${c.outcome}` : null,
    typeof c.rating === 'number' ? `Rating: ${c.rating}/5` : null,
  ]
    .filter(Boolean)
    .join('\n');
}

type Props = {
  consultation: TConsultation;
  variant: 'today' | 'upcoming' | 'past';
  canRate: boolean;
  showClient: boolean;
  onCancel?: (c: TConsultation) => void;
  onReschedule?: (c: TConsultation) => void;
};

/** Descriptions longer than this open with a button, so one long request does not fill the screen. */
const LONG_DESCRIPTION = 280;

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {label}:
      </Box>{' '}
      {children}
    </Typography>
  );
}

/**
 * One consultation: status in the spec's colour, its time in firm time, category, phone and
 * description (what the client asked for), the client for operators, and the actions its section offers.
 */
export function ConsultationCard({ consultation: c, variant, canRate, showClient, onCancel, onReschedule }: Props) {
  const [summaryOpen, setSummaryOpen] = useState(false);
  const [fullDescription, setFullDescription] = useState(false);
  const changeable = c.status !== 'cancelled' && c.status !== 'completed';
  const longDescription = (c.message?.length ?? 0) > LONG_DESCRIPTION;
  const rate = useRateConsultation();
  const colors = CONSULTATION_STATUS_COLORS[c.status];
  const heading = consultationHeading(c);
  const share = async () => {
    const text = summaryText(c);
    try {
      if (navigator.share) await navigator.share({ title: heading, text });
      else {
        await navigator.clipboard.writeText(text);
        toast({ variant: 'success', title: 'Copied', description: 'The consultation summary is on your clipboard.' });
      }
    } catch {
      // The person closed the share sheet.
    }
  };
  return (
    <Card variant="outlined" component="article" aria-label={heading} data-consultation-id={c.id}>
      <CardContent sx={{ display: 'grid', gap: 0.5 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h3" sx={{ flex: '1 1 auto', overflowWrap: 'anywhere' }}>
            {heading}
          </Typography>
          <Chip size="small" label={STATUS_LABELS[c.status]} sx={{ bgcolor: colors.background, color: colors.text, fontWeight: 600 }} />
        </Box>
        <Typography variant="body2">{c.startsAt ? formatWhen(c.startsAt) : 'Time to be confirmed'} · {c.duration} minutes · Phone</Typography>
        <Detail label="Category">{CONSULTATION_CATEGORY_LABELS[c.serviceType]}</Detail>
        {c.hasConflict && <Typography variant="body2">The requested time was taken: we will confirm another.</Typography>}
        {showClient && (
          <Detail label="Client">
            {c.firstName} {c.lastName}
            {c.companyName ? `, ${c.companyName}` : ''} · <Link href={`mailto:${c.email}`}>{c.email}</Link>
          </Detail>
        )}
        <Detail label="Phone">{c.phone ? <Link href={`tel:${c.phone.replace(/[^\d+]/g, '')}`}>{c.phone}</Link> : 'Not given'}</Detail>
        {c.message && (
          <Box>
            <Detail label="Description">
              <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
                {longDescription && !fullDescription ? `${c.message.slice(0, LONG_DESCRIPTION).trimEnd()}…` : c.message}
              </Box>
            </Detail>
            {longDescription && (
              <Button size="small" onClick={() => setFullDescription((v) => !v)} aria-expanded={fullDescription} sx={{ px: 0 }}>
                {fullDescription ? 'Show less' : 'Show the full description'}
              </Button>
            )}
          </Box>
        )}
        {variant === 'past' && (
          <Box sx={{ display: 'grid', gap: 0.5, mt: 1 }}>
            {canRate && c.rating === null && c.status !== 'cancelled' ? (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography variant="body2" id={`rate-${c.id}`}>
                  Rate this consultation:
                </Typography>
                <Rating name={`rating-${c.id}`} aria-labelledby={`rate-${c.id}`} disabled={rate.pending} onChange={(_e, value) => value && void rate.run(c.id, value)} />
              </Box>
            ) : (
              <Typography variant="body2">Rating: {typeof c.rating === 'number' ? `${c.rating}/5` : 'Not rated yet'}</Typography>
            )}
            <Typography variant="body2">Outcome: {c.outcome ?? 'Not recorded yet'}</Typography>
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {variant !== 'past' && changeable && onReschedule && (
          <Button size="small" variant="outlined" onClick={() => onReschedule(c)} {...calendarIntent} aria-label={`Reschedule ${heading}`}>
            Reschedule
          </Button>
        )}
        {variant === 'upcoming' && changeable && onCancel && (
          <Button size="small" color="error" variant="outlined" onClick={() => onCancel(c)} aria-label={`Cancel ${heading}`}>
            Cancel
          </Button>
        )}
        {variant === 'past' && (
          <>
            <Button size="small" onClick={() => setSummaryOpen(true)}>
              Summary
            </Button>
            <Button size="small" onClick={() => void share()}>
              Share
            </Button>
          </>
        )}
        {c.startsAt && c.status !== 'cancelled' && (
          <Link href={inviteHref(c.id)} download="consultation.ics" variant="body2" sx={{ ml: 'auto' }}>
            Add to calendar (.ics)
          </Link>
        )}
      </CardActions>
      <Dialog open={summaryOpen} onClose={() => setSummaryOpen(false)} aria-labelledby={`summary-${c.id}`}>
        <DialogTitle id={`summary-${c.id}`}>Consultation Summary</DialogTitle>
        <DialogContent>
          <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0 }}>
            {summaryText(c)}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setSummaryOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
