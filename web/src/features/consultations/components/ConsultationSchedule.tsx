import { useId, useLayoutEffect, useMemo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CONSULTATION_FILTERS, CONSULTATION_FILTER_LABELS, consultationStats, type TConsultation, type TConsultationFilter } from '@app/shared-types/consultations/model';
import { EmptyState } from '../../../lib/ui/EmptyState';
import { VisuallyHidden } from '../../../lib/ui/VisuallyHidden';
import { sections } from '../model/consultations';
import { restoreAnchor } from '../scroll-anchor';
import { useConsultationsStore } from '../store';
import { ConsultationCard } from './ConsultationCard';
import { StatCards } from './StatCards';
import { selectOptions } from '../../../lib/forms/select-options';

function Section({ title, children, empty, count }: { title: string; children: ReactNode; empty: { title: string; description: string } | null; count: number }) {
  const id = useId();
  if (count === 0 && !empty) return null;
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 2 }}>
      <Typography id={id} variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {count === 0 && empty ? <EmptyState headingLevel="h3" title={empty.title} description={empty.description} /> : <Box sx={{ display: 'grid', gap: 2 }}>{children}</Box>}
    </Box>
  );
}

type Props = {
  viewerId: string;
  isOperator: boolean;
  /** The member's plan has no consultations: the empty list points to the ways shown above instead. */
  planIncludesNone: boolean;
  category: TConsultationFilter;
  onCategory: (category: TConsultationFilter) => void;
  onCancel: (c: TConsultation) => void;
  onReschedule: (c: TConsultation) => void;
};

/**
 * The signed-in part of /consultations: stat cards, the category filter and the spec's sections,
 * kept current by live events without moving what the reader is looking at (scroll-anchor.ts).
 */
export function ConsultationSchedule({ viewerId, isOperator, planIncludesNone, category, onCategory, onCancel, onReschedule }: Props) {
  const filterId = useId();
  const { consultations, kept, status, error, announcement } = useConsultationsStore();
  const now = useMemo(() => new Date(), [consultations]); // eslint-disable-line react-hooks/exhaustive-deps
  const stats = consultationStats(consultations, now);
  const { today, upcoming, past, unscheduled } = sections(consultations, kept, now);
  useLayoutEffect(restoreAnchor, [consultations]);

  const card = (c: TConsultation, variant: 'today' | 'upcoming' | 'past') => (
    <ConsultationCard key={c.id} consultation={c} variant={variant} canRate={c.userId === viewerId} showClient={isOperator} onCancel={onCancel} onReschedule={onReschedule} />
  );
  const whose = isOperator ? 'The firm has' : 'You have';
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <VisuallyHidden>
        <span role="status" aria-live="polite" aria-atomic="true">
          <span key={announcement.seq}>{announcement.text}</span>
        </span>
      </VisuallyHidden>
      <StatCards stats={stats} />
      <TextField
        id={filterId}
        select
        label="Category"
        value={category}
        onChange={(e) => onCategory(e.target.value as TConsultationFilter)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ maxWidth: '20rem' }}
      >
        {selectOptions(CONSULTATION_FILTERS, CONSULTATION_FILTER_LABELS)}
      </TextField>
      {status === 'error' && <Alert severity="error">{error}</Alert>}
      {isOperator && (
        <Section title="Requests Awaiting a Time" count={unscheduled.length} empty={null}>
          {unscheduled.map((c) => card(c, 'upcoming'))}
        </Section>
      )}
      <Section title="Today's Consultations" count={today.length} empty={{ title: 'No consultations today', description: `${whose} nothing booked for today.` }}>
        {today.map((c) => card(c, 'today'))}
      </Section>
      <Section
        title="Upcoming Consultations"
        count={upcoming.length}
        empty={{
          title: 'No upcoming consultations',
          description: isOperator
            ? 'New bookings appear here as members make them.'
            : planIncludesNone
              ? 'Your plan does not include consultations: upgrade, or request the free initial consultation, as shown above.'
              : 'Schedule one to get started: your bookings appear here.',
        }}
      >
        {upcoming.map((c) => card(c, 'upcoming'))}
      </Section>
      <Section
        title="Past Consultations"
        count={past.length}
        empty={{ title: 'No past consultations yet', description: 'Consultations that have taken place appear here, with their outcome and rating.' }}
      >
        {past.map((c) => card(c, 'past'))}
      </Section>
    </Box>
  );
}
