import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CONSULTATION_FILTERS,
  CONSULTATION_FILTER_LABELS,
  CONSULTATION_RULES,
  consultationStats,
  isPast,
  isToday,
  isUpcoming,
  type TConsultation,
  type TConsultationFilter,
} from '@app/shared-types/consultations/model';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { signInHref } from '../../../lib/auth/sign-in-href';
import { ConfirmDialog } from '../../../lib/ui/ConfirmDialog';
import { usePageTitle } from '../../../lib/ui/usePageTitle';
import { useBusinessHours } from '../api/business-hours';
import { useCancelConsultation } from '../api/change-consultation';
import { useConsultationList } from '../api/get-consultations';
import { BusinessHoursCard } from '../../../lib/business-hours/BusinessHoursCard';
import { BusinessHoursDialog } from '../components/BusinessHoursDialog';
import { ConsultationCard } from '../components/ConsultationCard';
import { OutboxDialog } from '../components/OutboxDialog';
import { RescheduleDialog } from '../components/RescheduleDialog';
import { ScheduleConsultationDialog } from '../components/ScheduleConsultationDialog';
import { calendarIntent } from '../components/DateSlotPicker';
import { StatCards } from '../components/StatCards';
import { useConsultationsStore } from '../store';

const parseCategory = (value: string | null): TConsultationFilter =>
  (CONSULTATION_FILTERS as readonly string[]).includes(value ?? '') ? (value as TConsultationFilter) : 'all';

function Section({ title, children, empty, count }: { title: string; children: React.ReactNode; empty: string; count: number }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 2 }}>
      <Typography id={id} variant="h5" component="h2">
        {title}
      </Typography>
      {count === 0 ? <Typography>{empty}</Typography> : <Box sx={{ display: 'grid', gap: 2 }}>{children}</Box>}
    </Box>
  );
}

/** /consultation and /consultations: 'One-on-One Consultations' (spec 001 sections 2-9). */
export default function ConsultationsPage() {
  usePageTitle('One-on-One Consultations');
  const { user, ready, isOperator } = useCurrentUser();
  const hours = useBusinessHours();
  const [params, setParams] = useSearchParams();
  const category = parseCategory(params.get('category'));
  useConsultationList(category, user?.id ?? null);
  const { consultations, status, error } = useConsultationsStore();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [hoursOpen, setHoursOpen] = useState(false);
  const [outboxOpen, setOutboxOpen] = useState(false);
  const [rescheduling, setRescheduling] = useState<TConsultation | null>(null);
  const [cancelling, setCancelling] = useState<TConsultation | null>(null);
  const cancel = useCancelConsultation();
  const filterId = useId();

  const now = useMemo(() => new Date(), [consultations]); // eslint-disable-line react-hooks/exhaustive-deps
  const stats = consultationStats(consultations, now);
  const today = consultations.filter((c) => isToday(c, now));
  const upcoming = consultations.filter((c) => isUpcoming(c, now) && !isToday(c, now));
  const past = consultations
    .filter((c) => isPast(c, now) && !isToday(c, now))
    .sort((a, b) => (b.startsAt ?? '').localeCompare(a.startsAt ?? ''))
    .slice(0, CONSULTATION_RULES.pastListed);

  const card = (c: TConsultation, variant: 'today' | 'upcoming' | 'past') => (
    <ConsultationCard key={c.id} consultation={c} variant={variant} canRate={c.userId === user?.id} showClient={isOperator} onCancel={setCancelling} onReschedule={setRescheduling} />
  );

  return (
    <Container sx={{ py: 4, display: 'grid', gap: 4 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Box sx={{ flex: '1 1 20rem' }}>
          <Typography variant="h3" component="h1">
            One-on-One Consultations
          </Typography>
          <Typography>Book a phone consultation with our advisors. We reply within 24 hours.</Typography>
        </Box>
        {user && (
          <Button variant="contained" onClick={() => setDialogOpen(true)} {...calendarIntent}>
            Schedule New Consultation
          </Button>
        )}
        {isOperator && (
          <Button variant="outlined" onClick={() => setHoursOpen(true)}>
            Edit Business Hours
          </Button>
        )}
        {isOperator && (
          <Button variant="outlined" onClick={() => setOutboxOpen(true)}>
            Email Outbox
          </Button>
        )}
      </Box>

      {ready && !user ? (
        <Alert severity="info">
          <Link href={signInHref('/consultations')}>Sign in</Link> to book and manage your consultations, or request a free initial consultation on the{' '}
          <Link href="/contact">contact page</Link>.
        </Alert>
      ) : (
        <>
          <StatCards stats={stats} />
          <TextField
            id={filterId}
            select
            label="Category"
            value={category}
            onChange={(e) => setParams((p) => (e.target.value === 'all' ? (p.delete('category'), p) : (p.set('category', e.target.value), p)), { replace: true })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ maxWidth: '20rem' }}
          >
            {CONSULTATION_FILTERS.map((f) => (
              <option key={f} value={f}>
                {CONSULTATION_FILTER_LABELS[f]}
              </option>
            ))}
          </TextField>
          {status === 'error' && <Alert severity="error">{error}</Alert>}
          <Section title="Today's Consultations" count={today.length} empty="No consultations today.">
            {today.map((c) => card(c, 'today'))}
          </Section>
          <Section title="Upcoming Consultations" count={upcoming.length} empty="No upcoming consultations. Schedule one to get started.">
            {upcoming.map((c) => card(c, 'upcoming'))}
          </Section>
          <Section title="Past Consultations" count={past.length} empty="No past consultations yet.">
            {past.map((c) => card(c, 'past'))}
          </Section>
        </>
      )}
      <Box sx={{ maxWidth: '28rem' }}>
        <BusinessHoursCard />
      </Box>

      {dialogOpen && <ScheduleConsultationDialog open onClose={() => setDialogOpen(false)} hours={hours} user={user} />}
      {outboxOpen && <OutboxDialog onClose={() => setOutboxOpen(false)} />}
      {hoursOpen && <BusinessHoursDialog hours={hours} onClose={() => setHoursOpen(false)} />}
      {rescheduling && <RescheduleDialog consultation={rescheduling} hours={hours} onClose={() => setRescheduling(null)} />}
      <ConfirmDialog
        open={!!cancelling}
        title="Cancel Consultation"
        text="Cancel this consultation? The time becomes available to others."
        confirmLabel="Cancel Consultation"
        pending={cancel.pending}
        onConfirm={() => {
          if (!cancelling) return;
          void cancel.run(cancelling.id).then(() => setCancelling(null));
        }}
        onClose={() => setCancelling(null)}
      />
    </Container>
  );
}
