import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import { CONSULTATION_FILTERS, type TConsultation, type TConsultationFilter } from '@app/shared-types/consultations/model';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { ConfirmDialog } from '../../../lib/ui/ConfirmDialog';
import { PageHeader } from '../../../lib/ui/PageHeader';
import { BusinessHoursCard } from '../../../lib/business-hours/BusinessHoursCard';
import { formatWhen } from '../../../lib/business-hours/firm-dates';
import { useBusinessHours } from '../api/business-hours';
import { useCancelConsultation } from '../api/change-consultation';
import { monthOf, useAllowance } from '../api/get-allowance';
import { useConsultationList } from '../api/get-consultations';
import { AllowanceNotice } from '../components/AllowanceNotice';
import { BusinessHoursDialog } from '../components/BusinessHoursDialog';
import { consultationHeading } from '../components/consultation-heading';
import { ConsultationSchedule } from '../components/ConsultationSchedule';
import { calendarIntent } from '../components/DateSlotPicker';
import { OutboxDialog } from '../components/OutboxDialog';
import { RescheduleDialog } from '../components/RescheduleDialog';
import { ScheduleConsultationDialog } from '../components/ScheduleConsultationDialog';
import { VisitorIntro } from '../components/VisitorIntro';
import { useConsultationEvents } from '../use-consultation-events';

const parseCategory = (value: string | null): TConsultationFilter =>
  (CONSULTATION_FILTERS as readonly string[]).includes(value ?? '') ? (value as TConsultationFilter) : 'all';

/** /consultation and /consultations: 'One-on-One Consultations' (spec 001 sections 2-9). */
export default function ConsultationsPage() {
  const { user, ready, isOperator, isInstructor } = useCurrentUser();
  const hours = useBusinessHours();
  const [params, setParams] = useSearchParams();
  const category = parseCategory(params.get('category'));
  useConsultationList(category, user?.id ?? null);
  const room = useConsultationEvents(user ? { id: user.id, isOperator } : null, category);
  const currentMonth = monthOf(new Date());
  // Staff book for clients without a plan limit: they are told nothing about one.
  const allowance = useAllowance(user && !isInstructor ? currentMonth : null, user?.id ?? null);
  // Nothing below the header until the viewer and their plan's allowance are known: drawn earlier
  // (the business hours card, the schedule), it was pushed down by what arrived above it, the
  // Schedule button and the allowance notice (layout shift 0.39 for a member on a phone). Once shown,
  // it stays while the allowance reloads after a booking.
  const settled = ready && (!user || isInstructor || allowance.allowance !== null || allowance.error !== null);
  const [wasSettled, setWasSettled] = useState(false);
  useEffect(() => {
    if (settled) setWasSettled(true);
  }, [settled]);
  const shown = settled || wasSettled;
  const [dialogOpen, setDialogOpen] = useState(false);
  const [hoursOpen, setHoursOpen] = useState(false);
  const [outboxOpen, setOutboxOpen] = useState(false);
  const [rescheduling, setRescheduling] = useState<TConsultation | null>(null);
  const [cancelling, setCancelling] = useState<TConsultation | null>(null);
  const cancel = useCancelConsultation();
  const setCategory = (value: TConsultationFilter) =>
    setParams((p) => (value === 'all' ? (p.delete('category'), p) : (p.set('category', value), p)), { replace: true });

  const action = user ? (
    <Button variant="contained" onClick={() => setDialogOpen(true)} {...calendarIntent}>
      Schedule New Consultation
    </Button>
  ) : null;

  return (
    <Container sx={{ py: 4, display: 'grid', gap: 4, overflowAnchor: 'none' }}>
      <Box>
        <PageHeader
          title="One-on-One Consultations"
          description={
            isOperator
              ? "The firm's consultation schedule: bookings, moves and cancellations appear here as they happen."
              : 'Book a phone consultation with our advisors. We reply within 24 hours.'
          }
          action={action}
        >
          {isOperator && (
            // The operators' tools sit under the title, so the header's one primary action never crowds a phone's width.
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1.5 }}>
              <Chip label={room?.status === 'joined' ? 'Live' : 'Connecting…'} variant="outlined" color={room?.status === 'joined' ? 'success' : 'default'} />
              <Button size="small" variant="outlined" onClick={() => setHoursOpen(true)}>
                Edit Business Hours
              </Button>
              <Button size="small" variant="outlined" onClick={() => setOutboxOpen(true)}>
                Email Outbox
              </Button>
            </Box>
          )}
          {room?.status === 'error' && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              Live updates are unavailable: {room.error.message} Changes will appear when you reload the page.
            </Alert>
          )}
          {user && !isInstructor && (
            <Box sx={{ mt: 2 }}>
              <AllowanceNotice allowance={allowance.allowance} error={allowance.error} onRetry={allowance.retry} currentMonth={currentMonth} />
            </Box>
          )}
        </PageHeader>
      </Box>

      {shown && !user && <VisitorIntro />}
      {shown && user && (
        <ConsultationSchedule viewerId={user.id} isOperator={isOperator} planIncludesNone={!!allowance.allowance && allowance.allowance.max === 0} category={category} onCategory={setCategory} onCancel={setCancelling} onReschedule={setRescheduling} />
      )}
      {shown && (
        <Box sx={{ maxWidth: '28rem' }}>
          <BusinessHoursCard />
        </Box>
      )}

      {dialogOpen && <ScheduleConsultationDialog open onClose={() => setDialogOpen(false)} hours={hours} user={user} />}
      {outboxOpen && <OutboxDialog onClose={() => setOutboxOpen(false)} />}
      {hoursOpen && <BusinessHoursDialog hours={hours} onClose={() => setHoursOpen(false)} />}
      {rescheduling && <RescheduleDialog consultation={rescheduling} hours={hours} onClose={() => setRescheduling(null)} />}
      <ConfirmDialog
        open={!!cancelling}
        title="Cancel Consultation"
        text={
          cancelling
            ? `Cancel "${consultationHeading(cancelling)}"${cancelling.startsAt ? ` on ${formatWhen(cancelling.startsAt)}` : ''}? The time becomes available to others${isOperator && cancelling.userId !== user?.id ? ', and the client is emailed' : ''}.`
            : ''
        }
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
